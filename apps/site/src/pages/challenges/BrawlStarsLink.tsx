import { brawlStarsClaimLifetimeMinutes } from '@arena/contract';
import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { brawlStarsLinkMachine } from '@arena/machines';
import type { BrawlStarsClaimShown } from '@arena/machines';
import { BrawlStarsDialog } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';

function brawlStarsFor(api: ApiClient) {
  return brawlStarsLinkMachine.provide({
    actors: {
      claimBrawlStars: fromPromise<BrawlStarsClaimShown, { playerTag: string }>(async ({ input }) => {
        try {
          const { data } = await api.brawlStarsClaim(input.playerTag);
          return {
            playerTag: data.playerTag,
            code: data.code,
            ...(data.sandboxProfileUrl ? { sandboxProfileUrl: data.sandboxProfileUrl } : {}),
          };
        } catch (error) {
          throw errorMessage(error, 'brawlStarsClaim');
        }
      }),
      linkBrawlStars: fromPromise<unknown, { playerTag: string }>(async ({ input }) => {
        try {
          return await api.brawlStarsLink(input.playerTag);
        } catch (error) {
          throw errorMessage(error, 'brawlStarsLink');
        }
      }),
    },
  });
}

/**
 * spec §2: the Brawl Stars dialog links an account by player tag (the # is shown, not typed), after the
 * player proves it is theirs with a code in their in-game name (decision 0015).
 */
export function BrawlStarsLink({ onDone }: { onDone: (linked: boolean) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const machine = useMemo(() => brawlStarsFor(api), [api]);
  const [brawl, sendBrawl] = useMachine(machine);
  const done = brawl.status === 'done';
  const linked = brawl.matches('linked');
  useEffect(() => {
    if (done) onDone(linked);
  }, [done, linked, onDone]);
  const claim = brawl.context.claim;
  const codeStep = claim
    ? {
        code: claim.code,
        codeLabel: t('challenges.brawl.codeLabel'),
        tagLine: (
          <>
            {t('challenges.brawl.player')} <bdi dir="ltr">{claim.playerTag}</bdi>
          </>
        ),
        instructions: [
          t('challenges.brawl.stepName'),
          t('challenges.brawl.stepVerify'),
          t('challenges.brawl.stepAfter', { minutes: brawlStarsClaimLifetimeMinutes }),
        ],
        copyLabel: t('challenges.brawl.copyCode'),
        copiedLabel: t('challenges.brawl.copied'),
        onCopy: () => navigator.clipboard.writeText(claim.code),
        verifyLabel: t('challenges.brawl.verify'),
        onVerify: () => sendBrawl({ type: 'claim.verify' }),
        backLabel: t('challenges.brawl.changeTag'),
        onBack: () => sendBrawl({ type: 'claim.back' }),
        ...(claim.sandboxProfileUrl
          ? {
              sandboxLink: {
                href: claim.sandboxProfileUrl,
                label: t('challenges.brawl.sandboxLink'),
                externalLabel: t('common.opensInNewTab'),
              },
            }
          : {}),
      }
    : null;
  return (
    <BrawlStarsDialog
      open={!done}
      title={t('challenges.brawl.title')}
      description={t('challenges.brawl.description')}
      tagLabel={t('challenges.brawl.tag')}
      tag={brawl.context.tag}
      onTagChange={(value) => sendBrawl({ type: 'tag.change', value })}
      canConnect={brawl.context.canConnect}
      connectLabel={t('challenges.brawl.connect')}
      cancelLabel={t('challenges.enrol.cancel')}
      closeLabel={t('challenges.enrol.close')}
      onConnect={() => sendBrawl({ type: 'claim.submit' })}
      onClose={() => sendBrawl({ type: 'dialog.close' })}
      linking={brawl.hasTag('submitting')}
      error={text(brawl.context.error)}
      codeStep={codeStep}
    />
  );
}
