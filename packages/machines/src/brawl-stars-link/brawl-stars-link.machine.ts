import { canConnectBrawlStars, normaliseBrawlStarsTag, validateBrawlStarsTag } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §5 Brawl Stars tag: Connect is disabled when the tag is empty or blank; a leading # is stripped in
// the dialog and added back before sending. spec §8: the server message or 'Failed to link Brawl Stars
// account', shown in the dialog. Ownership proof (docs/decisions/0015): Connect asks for a code
// (POST /api/brawl-stars/claim); the dialog shows it; the player puts it into their in-game name and
// presses Verify (spec §7 POST /api/brawl-stars/link {playerTag}); a name without the code keeps the
// code on screen with the server's words.

/** What the claim answered: the code to put into the in-game name. */
export type BrawlStarsClaimShown = {
  playerTag: string;
  code: string;
  /** Sandbox mode: the sandbox game's page where the name is changed. */
  sandboxProfileUrl?: string;
};

export type BrawlStarsLinkContext = {
  /** What the input shows: no leading #, no spaces, upper case. */
  tag: string;
  /** Connect is enabled (a non-blank tag, and not busy). */
  canConnect: boolean;
  /** The code step, once the claim answered; null on the tag step. */
  claim: BrawlStarsClaimShown | null;
  /** A validation message or the failed call's message, shown in the dialog. */
  error: UserMessage | null;
};

export type BrawlStarsLinkEvent =
  | { type: 'tag.change'; value: string }
  | { type: 'claim.submit' }
  | { type: 'claim.verify' }
  | { type: 'claim.back' }
  | { type: 'dialog.close' };

const linkFailed = messageOf('errors.brawlStars.linkFailed');

export const brawlStarsLinkMachine = setup({
  types: {
    context: {} as BrawlStarsLinkContext,
    events: {} as BrawlStarsLinkEvent,
  },
  actions: {
    /** Supplied by the app: the account is linked (close the dialog, reload the accounts). */
    linked: () => {},
    /** Supplied by the app: the dialog closed without a link. */
    closed: () => {},
  },
  actors: {
    /** POST /api/brawl-stars/claim {playerTag: '#TAG'}: resolves with the claim's data. */
    claimBrawlStars: fromPromise<BrawlStarsClaimShown, { playerTag: string }>(async () => {
      throw new Error('claimBrawlStars actor not provided');
    }),
    /** POST /api/brawl-stars/link {playerTag: '#TAG'}: links once the name shows the code. */
    linkBrawlStars: fromPromise<unknown, { playerTag: string }>(async () => {
      throw new Error('linkBrawlStars actor not provided');
    }),
  },
  guards: {
    fillable: ({ context }) => canConnectBrawlStars(context.tag),
    valid: ({ context }) => validateBrawlStarsTag(context.tag).ok,
  },
}).createMachine({
  id: 'brawlStarsLink',
  context: { tag: '', canConnect: false, claim: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'tag.change': {
          actions: assign(({ event }) => {
            assertEvent(event, 'tag.change');
            const tag = normaliseBrawlStarsTag(event.value);
            return { tag, canConnect: canConnectBrawlStars(tag), error: null };
          }),
        },
        'claim.submit': [
          { guard: 'valid', target: 'claiming' },
          {
            guard: 'fillable',
            actions: assign(({ context }) => {
              const result = validateBrawlStarsTag(context.tag);
              const first = result.ok ? undefined : result.errors[0];
              return { error: first ? messageOf(first.messageKey) : null };
            }),
          },
        ],
        'dialog.close': 'closed',
      },
    },
    claiming: {
      tags: ['submitting'],
      entry: assign({ canConnect: false, error: null }),
      invoke: {
        src: 'claimBrawlStars',
        input: ({ context }) => ({ playerTag: `#${context.tag}` }),
        onDone: {
          target: 'codeShown',
          actions: assign(({ event }) => ({ claim: event.output })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event, context }) => ({
            canConnect: canConnectBrawlStars(context.tag),
            error: userMessageFrom(event.error, linkFailed),
          })),
        },
      },
    },
    codeShown: {
      on: {
        'claim.verify': 'verifying',
        'claim.back': {
          target: 'editing',
          actions: assign(({ context }) => ({
            claim: null,
            error: null,
            canConnect: canConnectBrawlStars(context.tag),
          })),
        },
        'dialog.close': 'closed',
      },
    },
    verifying: {
      tags: ['submitting'],
      entry: assign({ error: null }),
      invoke: {
        src: 'linkBrawlStars',
        input: ({ context }) => ({ playerTag: context.claim?.playerTag ?? `#${context.tag}` }),
        onDone: 'linked',
        // The code is not in the name yet, it expired, or the tag was taken: the server says which.
        onError: {
          target: 'codeShown',
          actions: assign(({ event }) => ({ error: userMessageFrom(event.error, linkFailed) })),
        },
      },
    },
    linked: { type: 'final', entry: 'linked' },
    closed: { type: 'final', entry: 'closed' },
  },
});
