import { validateEnrolmentFunds } from '@arena/domain';
import type { MessageKey } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §4 Card button / Enrolment dialog: join opens the dialog (idle), then enrolling, then success or
// error; on success the wallet and the challenge list refresh. spec §5 Enrolment: a fee above the GCoins
// held is blocked on the client ('Insufficient GCoins…', with a Purchase GCoins button). spec §8 texts.
// A challenge of a game the player has not linked (known on the client, or the server's 422) leads into
// linking that game (needsLink → `startLink`, which the site supplies: the game's sign-in, then back).
export type EnrolmentContext = {
  /** GCoins held, from the wallet (kept in step by wallet.sync). */
  gCoins: number;
  challengeId: string | null;
  /** The challenge's game (to link it when no account is linked); null when not given. */
  gameId: string | null;
  /** False when the player has no account of the game (needsLink); true otherwise or when unknown. */
  linked: boolean;
  /** The game's name as the server's 422 named it (the challenge page does not know it): for the texts. */
  linkGame: string | null;
  entryFee: number;
  /** Dialog title key: 'Successfully Enrolled!' / 'Enrollment Failed' (null before a result). */
  title: MessageKey | null;
  /** Blocked: the insufficient-GCoins text; error: the server's words or a fallback key. */
  message: UserMessage | null;
};

export type EnrolmentEvent =
  /**
   * The card's Join button. `linked: false` says the player has no account of the challenge's game
   * (`gameId`): the dialog offers to link it instead of asking to pay.
   */
  | { type: 'enrol.request'; challengeId: string; entryFee: number; gameId?: string; linked?: boolean }
  /** needsLink: the Link account button (the site starts the game's sign-in). */
  | { type: 'enrol.link' }
  /** The dialog's confirm button. */
  | { type: 'enrol.confirm' }
  /** Closes the dialog (cancel, close, or dismiss after a result). */
  | { type: 'enrol.close' }
  | { type: 'wallet.sync'; gCoins: number };

export type EnrolmentInput = { gCoins: number };

/** What the enrol actor resolves with (POST /api/challenge/enroll → {success, message}). */
/** The server's answer; `messageKey`/`messageParams` name the message in the catalogue (translatable). */
export type EnrolOutput = {
  success: boolean;
  message: string;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
};

const failedTitle: MessageKey = 'challenge.enrolment.failedTitle';
const enrolFailed = messageOf('errors.challenge.enrolFailed');
const networkFailed = messageOf('errors.challenge.enrolNetworkError');

/** The server refuses a player with no linked account of the game with 422 (apps/server enrolment). */
function isLinkRequired(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 422;
}

/** The game named by the server's "Link your {game} account" refusal (its message params). */
function linkGameOf(error: unknown): string | null {
  const params = (error as { serverMessageParams?: { game?: unknown } } | null)?.serverMessageParams;
  return typeof params?.game === 'string' && params.game !== '' ? params.game : null;
}

function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'network';
}

const closed = {
  challengeId: null,
  gameId: null,
  entryFee: 0,
  title: null,
  message: null,
  linkGame: null,
} as const;

export const enrolmentMachine = setup({
  types: {
    context: {} as EnrolmentContext,
    events: {} as EnrolmentEvent,
    input: {} as EnrolmentInput,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'enrol.request');
      return {
        challengeId: event.challengeId,
        gameId: event.gameId ?? null,
        linked: event.linked ?? true,
        entryFee: event.entryFee,
        title: null,
        message: null,
        linkGame: null,
      };
    }),
    block: assign(({ context }) => {
      const result = validateEnrolmentFunds({ entryFee: context.entryFee, gCoinsAvailable: context.gCoins });
      const first = result.ok ? undefined : result.errors[0];
      return {
        title: failedTitle,
        message: first ? messageOf(first.messageKey, first.params) : null,
      };
    }),
    sync: assign(({ event }) => {
      assertEvent(event, 'wallet.sync');
      return { gCoins: event.gCoins };
    }),
    close: assign(() => ({ ...closed, linked: true })),
    /** Supplied by the site: remembers the challenge and starts linking the game (then comes back). */
    startLink: (_, _params: { gameId: string; challengeId: string }) => {},
  },
  actors: {
    /** POST /api/challenge/enroll {challengeId}. */
    enrol: fromPromise<EnrolOutput, { challengeId: string }>(async () => {
      throw new Error('enrol actor not provided');
    }),
    /** Reloads the wallet and the challenge list (spec §4: refreshed on success). */
    refreshAfterEnrol: fromPromise<unknown, { challengeId: string }>(async () => {}),
  },
  guards: {
    unlinked: ({ context }) => !context.linked && context.gameId !== null,
    short: ({ context }) =>
      !validateEnrolmentFunds({ entryFee: context.entryFee, gCoinsAvailable: context.gCoins }).ok,
    accepted: (_, params: { output: EnrolOutput }) => params.output.success,
  },
}).createMachine({
  id: 'enrolment',
  context: ({ input }) => ({ gCoins: input.gCoins, ...closed, linked: true }),
  on: { 'wallet.sync': { actions: 'sync' } },
  initial: 'idle',
  states: {
    /** No dialog open. */
    idle: {
      on: { 'enrol.request': { target: 'checking', actions: 'choose' } },
    },
    checking: {
      always: [
        // The spec's own client check comes first (§5: short of the fee → blocked with the Purchase GCoins
        // button); a player with the GCoins but no account of the game is then led into linking it.
        { guard: 'short', target: 'blocked', actions: 'block' },
        { guard: 'unlinked', target: 'needsLink' },
        { target: 'confirming' },
      ],
    },
    /** No account of the challenge's game: the text and a Link account button (no fee is taken). */
    needsLink: {
      on: {
        'enrol.link': {
          guard: ({ context }) => context.gameId !== null,
          target: 'idle',
          actions: [
            {
              type: 'startLink',
              params: ({ context }) => ({
                gameId: context.gameId ?? '',
                challengeId: context.challengeId ?? '',
              }),
            },
            'close',
          ],
        },
        'enrol.close': { target: 'idle', actions: 'close' },
      },
    },
    /** Insufficient GCoins: the text and a Purchase GCoins button (to /store). */
    blocked: {
      on: { 'enrol.close': { target: 'idle', actions: 'close' } },
    },
    /** The dialog is open in its idle state, asking to confirm the entry fee. */
    confirming: {
      on: {
        'enrol.confirm': 'enrolling',
        'enrol.close': { target: 'idle', actions: 'close' },
      },
    },
    enrolling: {
      tags: ['submitting'],
      invoke: {
        src: 'enrol',
        input: ({ context }) => ({ challengeId: context.challengeId ?? '' }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ output: event.output }) },
            target: 'refreshing',
            actions: assign({ title: 'challenge.enrolment.successTitle', message: null }),
          },
          {
            target: 'error',
            actions: assign(({ event }) => ({
              title: failedTitle,
              message: userMessageFrom(
                {
                  serverMessage: event.output.message,
                  serverMessageKey: event.output.messageKey,
                  serverMessageParams: event.output.messageParams,
                },
                enrolFailed,
              ),
            })),
          },
        ],
        onError: [
          {
            // The list said linked but the server knows better (unlinked meanwhile): offer the link.
            guard: ({ event, context }) => isLinkRequired(event.error) && context.gameId !== null,
            target: 'needsLink',
            actions: assign(({ event }) => ({ linked: false, linkGame: linkGameOf(event.error) })),
          },
          {
            target: 'error',
            actions: assign(({ event }) => ({
              title: failedTitle,
              message: isNetworkFailure(event.error)
                ? networkFailed
                : userMessageFrom(event.error, enrolFailed),
            })),
          },
        ],
      },
    },
    // Enrolled: a failed reload still shows success.
    refreshing: {
      tags: ['submitting'],
      invoke: {
        src: 'refreshAfterEnrol',
        input: ({ context }) => ({ challengeId: context.challengeId ?? '' }),
        onDone: 'success',
        onError: 'success',
      },
    },
    success: {
      on: { 'enrol.close': { target: 'idle', actions: 'close' } },
    },
    error: {
      on: {
        'enrol.confirm': 'enrolling',
        'enrol.close': { target: 'idle', actions: 'close' },
      },
    },
  },
});
