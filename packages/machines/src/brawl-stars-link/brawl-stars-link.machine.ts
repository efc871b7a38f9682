import { canConnectBrawlStars, normaliseBrawlStarsTag, validateBrawlStarsTag } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §5 Brawl Stars tag: Connect is disabled when the tag is empty or blank; a leading # is stripped in
// the dialog and added back before sending. spec §8: the server message or 'Failed to link Brawl Stars
// account', shown in the dialog. spec §7: POST /api/brawl-stars/link {playerTag}.
export type BrawlStarsLinkContext = {
  /** What the input shows: no leading #, no spaces, upper case. */
  tag: string;
  /** Connect is enabled (a non-blank tag, and not linking). */
  canConnect: boolean;
  /** A validation message or the failed link's message, shown in the dialog. */
  error: UserMessage | null;
};

export type BrawlStarsLinkEvent =
  { type: 'tag.change'; value: string } | { type: 'link.submit' } | { type: 'dialog.close' };

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
    /** POST /api/brawl-stars/link {playerTag: '#TAG'}. */
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
  context: { tag: '', canConnect: false, error: null },
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
        'link.submit': [
          { guard: 'valid', target: 'linking' },
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
    linking: {
      tags: ['submitting'],
      entry: assign({ canConnect: false, error: null }),
      invoke: {
        src: 'linkBrawlStars',
        input: ({ context }) => ({ playerTag: `#${context.tag}` }),
        onDone: 'linked',
        onError: {
          target: 'editing',
          actions: assign(({ event, context }) => ({
            canConnect: canConnectBrawlStars(context.tag),
            error: userMessageFrom(event.error, messageOf('errors.brawlStars.linkFailed')),
          })),
        },
      },
    },
    linked: { type: 'final', entry: 'linked' },
    closed: { type: 'final', entry: 'closed' },
  },
});
