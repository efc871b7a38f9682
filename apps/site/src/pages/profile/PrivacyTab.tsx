import { errorMessage } from '@arena/api-client';
import type { User } from '@arena/contract';
import { dataExportFileName } from '@arena/contract';
import { accountDeletionMachine, type AccountDeletionInput } from '@arena/machines';
import { AccountDeletionPanel, DataExportCard, Skeleton, Stack, type DataExportStatus } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';

/** Where the goodbye notice shows once the account is gone (PrivacyPage reads it). */
export const accountDeletedSearch = '?account=deleted';

/** Saves a Blob as a file the browser downloads. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Profile → Privacy (issue 30): download everything Arena holds, or delete the account. */
export function PrivacyTab({ user, totalChallenges }: { user: User; totalChallenges: number }) {
  const api = useApi();
  const { t } = useTranslation();
  const text = useMessageText();
  const [exportStatus, setExportStatus] = useState<DataExportStatus>('idle');
  // What the player loses, and whether a withdrawal is in flight: read once when the tab opens.
  const standing = useLoad('privacy-standing', async () => {
    const [wallet, withdrawals] = await Promise.all([api.wallet(), api.recentWithdrawals()]);
    return {
      crystals: wallet.crystalsAvailable,
      gCoins: wallet.gCoinsAvailable,
      pendingWithdrawal: withdrawals.data.some((w) => w.status === 'pending' || w.status === 'processing'),
    };
  });

  const download = async () => {
    setExportStatus('downloading');
    try {
      saveFile(await api.exportMyData(), dataExportFileName(new Date()));
      setExportStatus('done');
    } catch {
      setExportStatus('failed');
    }
  };

  return (
    <Stack>
      <p css={{ margin: 0 }}>{t('profile.privacy.intro')}</p>
      <DataExportCard status={exportStatus} onDownload={() => void download()} />
      {standing.status !== 'loading' ? (
        <DeletionSection
          // Unreadable standing: nothing is assumed lost; the server still refuses balances not acknowledged.
          input={{
            hasPassword: user.provider === 'local',
            ...(standing.status === 'ready'
              ? standing.data
              : { crystals: 0, gCoins: 0, pendingWithdrawal: false }),
          }}
          xp={user.levelInfo.experiencePoints}
          challenges={totalChallenges}
          text={text}
        />
      ) : (
        <div aria-busy="true">
          <Skeleton shape="block" blockSize="200px" />
        </div>
      )}
    </Stack>
  );
}

function DeletionSection({
  input,
  xp,
  challenges,
  text,
}: {
  input: AccountDeletionInput;
  xp: number;
  challenges: number;
  text: ReturnType<typeof useMessageText>;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      accountDeletionMachine.provide({
        actors: {
          deleteAccount: fromPromise(async ({ input: body }) => {
            try {
              return await api.deleteAccount(body);
            } catch (error) {
              throw errorMessage(error, 'deleteAccount');
            }
          }),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine, { input });
  const navigate = useNavigate();
  const leaving = useRef(false);
  const deleted = state.matches('deleted');
  useEffect(() => {
    // The account is gone on the server: the goodbye on /privacy forgets the session there (PrivacyPage),
    // after leaving this signed-in page, so its guard does not send the player to /join first.
    if (!deleted || leaving.current) return;
    leaving.current = true;
    void navigate(`${paths.privacy.pattern}${accountDeletedSearch}`, { replace: true });
  }, [deleted, navigate]);
  const { context } = state;
  return (
    <AccountDeletionPanel
      losses={{ crystals: context.crystals, gCoins: context.gCoins, xp, challenges }}
      hasPassword={context.hasPassword}
      pendingWithdrawal={state.matches('blocked')}
      password={context.password}
      onPasswordChange={(value) => send({ type: 'password.change', value })}
      acknowledged={context.acknowledged}
      onAcknowledgedChange={(value) => send({ type: 'acknowledge.change', value })}
      canSubmit={context.canSubmit}
      confirming={state.matches('confirming')}
      busy={state.matches('submitting') || deleted}
      error={context.error ? text(context.error) : undefined}
      onRequest={() => send({ type: 'delete.request' })}
      onCancel={() => send({ type: 'delete.cancel' })}
      onConfirm={() => send({ type: 'delete.confirm' })}
    />
  );
}
