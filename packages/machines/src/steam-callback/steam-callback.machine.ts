import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 the game-platform return page (decision 0015): the API sends the browser back with the
// SteamID64 and the start token, or with an error code. A missing or malformed id (17 digits starting
// 7656119) and a returned error never reach the bind; otherwise binding → bound (the page goes back to
// the linked game's challenges) or failed (the server's words, else the connection text).

/** A SteamID64 as the server accepts it (17 digits starting 7656119; spaces around are ignored). */
export const steamId64Pattern = /^7656119\d{10}$/;

/** Why the return came back without a bind: the API's error code, a bad id or no id at all. */
export type SteamReturnProblem = { kind: 'refused'; code: string } | { kind: 'badId' } | { kind: 'missing' };

export type SteamCallbackInput = { steamId: string | null; token: string | null; error: string | null };

export type SteamCallbackContext = {
  steamId: string | null;
  token: string | null;
  problem: SteamReturnProblem | null;
  failure: UserMessage | null;
};

const bindFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

function problemOf(input: SteamCallbackInput): SteamReturnProblem | null {
  if (input.error) return { kind: 'refused', code: input.error };
  if (!input.steamId) return { kind: 'missing' };
  if (!steamId64Pattern.test(input.steamId.trim())) return { kind: 'badId' };
  return null;
}

export const steamCallbackMachine = setup({
  types: {
    context: {} as SteamCallbackContext,
    input: {} as SteamCallbackInput,
  },
  guards: { hasProblem: ({ context }) => context.problem !== null },
  actions: {
    showFailure: assign((_, params: { error: unknown }) => ({
      failure: userMessageFrom(params.error, bindFailed),
    })),
    /** Goes back to the linked game's challenges (the page provides it). */
    goBack: () => {},
  },
  actors: {
    /** POST /api/game/steam/bind {steamId, token?}. Rejects with a UserMessage. */
    steamBind: fromPromise<unknown, { steamId: string; token?: string }>(async () => {
      throw new Error('steamBind actor not provided');
    }),
  },
}).createMachine({
  id: 'steamCallback',
  context: ({ input }) => ({
    steamId: input.steamId,
    token: input.token,
    problem: problemOf(input),
    failure: null,
  }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasProblem', target: 'failed' }, { target: 'binding' }] },
    binding: {
      invoke: {
        src: 'steamBind',
        input: ({ context }) => ({
          steamId: context.steamId ?? '',
          ...(context.token ? { token: context.token } : {}),
        }),
        onDone: { target: 'bound', actions: 'goBack' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    bound: { type: 'final' },
    failed: { type: 'final' },
  },
});
