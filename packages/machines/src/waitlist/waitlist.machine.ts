import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 Challenges, §4 Game selection, decision 0014: a game without challenges yet offers its
// waitlist. idle → joining (POST /api/game/:id/waitlist) → joined (the notice names the game; the page
// reloads the waitlist so the game shows as joined) or failed (the server's message, else the
// connection text; the button stays to try again). One join at a time; a new game choice clears the notice.

export type WaitlistContext = {
  /** The game being joined while joining, or the last one joined / failed. */
  gameId: string | null;
  gameName: string | null;
  error: UserMessage | null;
};

export type WaitlistEvent =
  { type: 'waitlist.join'; gameId: string; gameName: string } | { type: 'notice.dismiss' };

const joinFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

export const waitlistMachine = setup({
  types: { context: {} as WaitlistContext, events: {} as WaitlistEvent },
  actions: {
    pick: assign(({ event }) => {
      assertEvent(event, 'waitlist.join');
      return { gameId: event.gameId, gameName: event.gameName, error: null };
    }),
    clear: assign({ gameId: null, gameName: null, error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, joinFailed),
    })),
    /** The page reloads what shows the waitlist (GET /api/game/waitlist). */
    joined: () => {},
  },
  actors: {
    /** POST /api/game/:gameId/waitlist. Rejects with a UserMessage. */
    joinWaitlist: fromPromise<unknown, { gameId: string }>(async () => {
      throw new Error('joinWaitlist actor not provided');
    }),
  },
}).createMachine({
  id: 'waitlist',
  context: { gameId: null, gameName: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: { 'waitlist.join': { target: 'joining', actions: 'pick' } } },
    joining: {
      tags: ['submitting'],
      invoke: {
        src: 'joinWaitlist',
        input: ({ context }) => ({ gameId: context.gameId ?? '' }),
        onDone: { target: 'joined', actions: 'joined' },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    joined: {
      on: {
        'waitlist.join': { target: 'joining', actions: 'pick' },
        'notice.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'waitlist.join': { target: 'joining', actions: 'pick' },
        'notice.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
