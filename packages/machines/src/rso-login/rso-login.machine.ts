import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 Game-account linking: /rso-login/{lol|valorant} receives a `code` and a `state`, exchanges
// them, then goes to /challenges. Valorant shows the region dialog (Europe, Asia, Americas) first. A
// failure shows an error dialog with a go-back-to-challenges button. spec §7: POST /api/game/lol/rso
// {code, redirect_uri, game, region (Valorant only), state}; the server checks the state against the
// cookie it set when it sent the browser to Riot (docs/decisions/0011).
export type RsoGame = 'lol' | 'valorant';
export type RsoRegion = 'europe' | 'asia' | 'americas';
export const rsoRegions: readonly RsoRegion[] = ['europe', 'asia', 'americas'];

export type RsoExchangeInput = {
  code: string;
  redirect_uri: string;
  game: RsoGame;
  region?: RsoRegion;
  state: string;
};

/** `code` and `state` are the query parameters Riot sent the browser back with (null when absent). */
export type RsoLoginInput = { game: RsoGame; code: string | null; state: string | null; redirectUri: string };

export type RsoLoginContext = {
  game: RsoGame;
  code: string | null;
  /** The OAuth state Riot returned, passed through to the exchange unchanged. */
  state: string | null;
  redirectUri: string;
  region: RsoRegion | null;
  /** The error dialog's text: the server's words, or the fallback key (also for a missing code or state). */
  error: UserMessage | null;
};

export type RsoLoginEvent =
  | { type: 'region.select'; region: RsoRegion }
  /** The error dialog's go-back-to-challenges button (and the region dialog's close). */
  | { type: 'back' };

// The spec names no RSO text; the connection-error words stand in.
const rsoFailed = messageOf('errors.network.connectionError');

export const rsoLoginMachine = setup({
  types: {
    context: {} as RsoLoginContext,
    events: {} as RsoLoginEvent,
    input: {} as RsoLoginInput,
  },
  actions: {
    /** Supplied by the app: navigate to /challenges. */
    goToChallenges: () => {},
  },
  actors: {
    /** POST /api/game/lol/rso. */
    exchangeCode: fromPromise<unknown, RsoExchangeInput>(async () => {
      throw new Error('exchangeCode actor not provided');
    }),
  },
  guards: {
    noCode: ({ context }) => context.code === null || context.code.trim() === '',
    noState: ({ context }) => context.state === null || context.state === '',
    valorant: ({ context }) => context.game === 'valorant',
  },
}).createMachine({
  id: 'rsoLogin',
  context: ({ input }) => ({
    game: input.game,
    code: input.code,
    state: input.state,
    redirectUri: input.redirectUri,
    region: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'noCode', target: 'error', actions: assign({ error: rsoFailed }) },
        { guard: 'noState', target: 'error', actions: assign({ error: rsoFailed }) },
        { guard: 'valorant', target: 'regionDialog' },
        { target: 'exchanging' },
      ],
    },
    regionDialog: {
      on: {
        'region.select': {
          target: 'exchanging',
          actions: assign(({ event }) => {
            assertEvent(event, 'region.select');
            return { region: event.region };
          }),
        },
        back: 'left',
      },
    },
    exchanging: {
      tags: ['submitting'],
      invoke: {
        src: 'exchangeCode',
        input: ({ context }) => ({
          code: context.code ?? '',
          redirect_uri: context.redirectUri,
          game: context.game,
          ...(context.game === 'valorant' && context.region ? { region: context.region } : {}),
          state: context.state ?? '',
        }),
        onDone: 'success',
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({ error: userMessageFrom(event.error, rsoFailed) })),
        },
      },
    },
    success: { type: 'final', entry: 'goToChallenges' },
    /** The error dialog. */
    error: { on: { back: 'left' } },
    left: { type: 'final', entry: 'goToChallenges' },
  },
});
