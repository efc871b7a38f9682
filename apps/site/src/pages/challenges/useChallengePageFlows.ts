import { steamCallbackErrors, type Challenge } from '@arena/contract';
import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { gameSelectionMachine, olderChallengesMachine, waitlistMachine } from '@arena/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useApi } from '../../session/ApiContext';
import { rememberLinkReturn } from './link-return';
import type { ChallengesData } from './useChallengesData';

// The machines /challenges runs: the game selection (linking a game's account), the game waitlist, and the
// older finished challenges a page at a time.

// spec §4 Game selection: the sign-in redirects leave the site for the provider's page. The game (and
// a challenge being joined) is remembered so the return page comes back to it (link-return.ts).
function gameSelectionFor(api: ApiClient) {
  return gameSelectionMachine.provide({
    actions: {
      redirectToRiot: (_, params) => {
        rememberLinkReturn(params.gameId);
        window.location.assign(api.riotSignInUrl(params.gameId));
      },
      // The start call records who signs in and binds it to this browser (decision 0015).
      redirectToSteam: (_, params) => {
        rememberLinkReturn(params.gameId);
        void api.startSteamSignIn().then(
          (url) => window.location.assign(url),
          () =>
            window.location.assign(`${paths.steamCallback.pattern}?error=${steamCallbackErrors.startFailed}`),
        );
      },
    },
  });
}

export function useGameSelection() {
  const api = useApi();
  return useMachine(useMemo(() => gameSelectionFor(api), [api]));
}

/** The game waitlist (decision 0014); a join reloads the page's data. */
export function useGameWaitlist(reload: () => void) {
  const api = useApi();
  const waitlistFlow = useMemo(
    () =>
      waitlistMachine.provide({
        actors: {
          joinWaitlist: fromPromise<unknown, { gameId: string }>(async ({ input }) => {
            try {
              return await api.joinGameWaitlist(input.gameId);
            } catch (error) {
              throw errorMessage(error, 'joinGameWaitlist');
            }
          }),
        },
        actions: { joined: reload },
      }),
    [api, reload],
  );
  return useMachine(waitlistFlow);
}

/** The list carries the most recent finished challenges; older ones come a page at a time (issue 15). */
export function useOlderChallenges(gameId: string | undefined, challenges: ChallengesData['challenges']) {
  const api = useApi();
  const olderFlow = useMemo(
    () =>
      olderChallengesMachine<Challenge>().provide({
        actors: {
          loadOlder: fromPromise(async ({ input }: { input: { cursor: string } }) => {
            try {
              const page = await api.challenges({
                ...(gameId ? { gameId } : {}),
                finishedBefore: input.cursor,
              });
              return { items: page.data, cursor: page.meta?.finishedCursor ?? null };
            } catch (error) {
              throw errorMessage(error, 'challenges');
            }
          }),
        },
      }),
    [api, gameId],
  );
  const [older, sendOlder] = useMachine(olderFlow);
  // Each new first answer (its load time) starts the older pages over from its cursor.
  const firstAnswer =
    challenges.status === 'ready'
      ? { cursor: challenges.data.meta?.finishedCursor ?? null, at: challenges.data.loadedAt }
      : null;
  const firstCursor = firstAnswer?.cursor ?? null;
  const firstAt = firstAnswer?.at ?? null;
  useEffect(() => {
    if (firstAt !== null) sendOlder({ type: 'reset', cursor: firstCursor });
  }, [firstAt, firstCursor, sendOlder]);
  return [older, sendOlder] as const;
}

export type OlderChallenges = ReturnType<typeof useOlderChallenges>;
