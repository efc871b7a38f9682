import { errorMessage } from '@arena/api-client';
import type { ConnectedAccount, GameType } from '@arena/contract';
import { disconnectReasonMaxLength } from '@arena/domain';
import { disconnectMachine } from '@arena/machines';
import { Button, ConnectedAccountsList, DisconnectDialog, MessageBanner, Skeleton } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';

function accountName(account: ConnectedAccount): string {
  const info = account.accountInfo;
  if (info.valGameName) return `${info.valGameName}#${info.valTagLine ?? ''}`;
  return info.personaName ?? info.playerName ?? info.playerTag ?? account.gameType;
}

/**
 * spec §2 Connected Games: the remaining-disconnections counter, the linked accounts, and a disconnect
 * dialog that asks for a reason (spec §5: required, at most 500 characters, with a counter).
 */
export function ConnectedGamesTab({ onChanged }: { onChanged: () => void }) {
  const api = useApi();
  const { t } = useTranslation();
  const text = useMessageText();
  const accounts = useLoad('game-accounts', () => api.gameAccounts());
  const remaining = accounts.status === 'ready' ? accounts.data.data.remainingDisconnections : 0;
  // The actor is made once, so what it calls must not change between renders (both are stable).
  const reloadAccounts = accounts.reload;
  const machine = useMemo(
    () =>
      disconnectMachine.provide({
        actors: {
          disconnectAccount: fromPromise(async ({ input }) => {
            try {
              const answer = await api.disconnectGameAccount(input.gameType as GameType, input.reason);
              return { remainingDisconnections: answer.data.remainingDisconnections };
            } catch (error) {
              throw errorMessage(error, 'disconnectGameAccount');
            }
          }),
          refreshLists: fromPromise<unknown>(async () => {
            reloadAccounts();
            onChanged();
            return null;
          }),
        },
      }),
    [api, reloadAccounts, onChanged],
  );
  const [state, send] = useMachine(machine, { input: { remainingDisconnections: remaining } });
  useEffect(() => {
    send({ type: 'remaining.sync', remainingDisconnections: remaining });
  }, [remaining, send]);
  if (accounts.status === 'loading') return <Skeleton shape="block" blockSize="160px" />;
  const list = accounts.status === 'ready' ? accounts.data.data.connectedAccounts : [];

  return (
    <>
      {state.matches('done') ? (
        <MessageBanner tone="success">{t('profile.games.disconnected')}</MessageBanner>
      ) : null}
      <ConnectedAccountsList
        remainingDisconnections={state.context.remainingDisconnections}
        accounts={list.map((account) => ({
          gameType: account.gameType,
          gameName: account.gameType,
          accountName: accountName(account),
          detail: account.accountInfo.supportedGames.join(', '),
          canDisconnect: account.canDisconnect,
        }))}
        onDisconnect={(gameType) => {
          const account = list.find((entry) => entry.gameType === gameType);
          send({ type: 'account.select', gameType, canDisconnect: account?.canDisconnect ?? false });
        }}
        emptyAction={
          // Accounts are linked from a game's challenges (the enrolment offers the link).
          <Button as={RouterLink} to={paths.challenges.pattern}>
            {t('profile.games.linkGame')}
          </Button>
        }
      />
      <DisconnectDialog
        open={state.matches('confirming') || state.matches('disconnecting')}
        gameName={state.context.gameType ?? ''}
        remainingDisconnections={state.context.remainingDisconnections}
        reason={state.context.reason}
        onReasonChange={(value) => send({ type: 'reason.change', value })}
        maxLength={disconnectReasonMaxLength}
        reasonError={text(state.context.fieldErrors.reason)}
        error={text(state.context.error)}
        onConfirm={() => send({ type: 'disconnect.confirm' })}
        onCancel={() => send({ type: 'dialog.cancel' })}
        busy={state.matches('disconnecting')}
      />
    </>
  );
}
