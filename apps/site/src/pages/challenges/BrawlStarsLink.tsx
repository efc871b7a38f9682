import { brawlStarsClaimLifetimeMinutes } from '@arena/contract';
import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { brawlStarsLinkMachine } from '@arena/machines';
import type { BrawlStarsClaimShown } from '@arena/machines';
import { BrawlStarsDialog } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
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
        playerTag: claim.playerTag,
        lifetimeMinutes: brawlStarsClaimLifetimeMinutes,
        onCopy: () => navigator.clipboard.writeText(claim.code),
        onVerify: () => sendBrawl({ type: 'claim.verify' }),
        onBack: () => sendBrawl({ type: 'claim.back' }),
        ...(claim.sandboxProfileUrl ? { sandboxProfileUrl: claim.sandboxProfileUrl } : {}),
      }
    : null;
  return (
    <BrawlStarsDialog
      open={!done}
      tag={brawl.context.tag}
      onTagChange={(value) => sendBrawl({ type: 'tag.change', value })}
      canConnect={brawl.context.canConnect}
      onConnect={() => sendBrawl({ type: 'claim.submit' })}
      onClose={() => sendBrawl({ type: 'dialog.close' })}
      linking={brawl.hasTag('submitting')}
      error={text(brawl.context.error)}
      codeStep={codeStep}
    />
  );
}
