import { timersMs } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Share and copy of a link (spec §8 Referral and sharing: "Sharing failure falls back to copying, then
// 'Unable to share. Please copy the link manually.'; copy failure 'Unable to copy link. Please copy
// manually.'"; §9 copy confirmation 2 s). The referral page's share and copy buttons.
//
// share: Web Share when the browser has it (input canShare); the player cancelling the share sheet (an
// AbortError) is no failure and shows nothing; any other failure, or no Web Share, copies the link
// instead. copy: copies the link. "Copied" lasts 2 s; a new share or copy from copied or failed starts
// over. The site provides `webShare` (navigator.share) and `copyLink` (navigator.clipboard.writeText).

export type ShareInput = {
  /** Whether navigator.share exists. */
  canShare: boolean;
};

/** What is shared or copied (the event carries it, so a link loaded later is the one used). */
export type ShareTarget = { url: string; title?: string; text?: string };

export type ShareContext = {
  canShare: boolean;
  /** The last link shared or copied. */
  target: ShareTarget | null;
  /** Which button started the last run: a share that ended in a copy says so ('copiedInstead'). */
  via: 'share' | 'copy' | null;
  /** True after the share sheet completed, until the next share or copy. */
  shared: boolean;
  /** 'errors.referral.shareFailed' or 'errors.referral.copyFailed'. */
  error: UserMessage | null;
};

export type ShareEvent = ({ type: 'share' } & ShareTarget) | ({ type: 'copy' } & ShareTarget);

const shareFailed: UserMessage = messageOf('errors.referral.shareFailed');
const copyFailed: UserMessage = messageOf('errors.referral.copyFailed');

/** The player dismissed the share sheet (navigator.share rejects with a DOMException named AbortError). */
export function isShareCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

// A share or copy starts (over) from idle, copied and failed; while busy they are ignored.
const start = {
  share: [
    { guard: 'canShare', target: 'sharing', actions: 'takeTarget' },
    { target: 'copyingInstead', actions: 'takeTarget' },
  ],
  copy: { target: 'copying', actions: 'takeTarget' },
} as const;

export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  actions: {
    takeTarget: assign(({ event }) => {
      assertEvent(event, ['share', 'copy']);
      const target: ShareTarget = { url: event.url };
      if (event.title !== undefined) target.title = event.title;
      if (event.text !== undefined) target.text = event.text;
      return { target, via: event.type, shared: false, error: null };
    }),
    markShared: assign({ shared: true }),
    showShareFailed: assign({ error: shareFailed }),
    showCopyFailed: assign({ error: copyFailed }),
  },
  actors: {
    /** navigator.share(target). */
    webShare: fromPromise<unknown, ShareTarget>(async () => {
      throw new Error('webShare actor not provided');
    }),
    /** navigator.clipboard.writeText(url). */
    copyLink: fromPromise<unknown, { url: string }>(async () => {
      throw new Error('copyLink actor not provided');
    }),
  },
  guards: {
    canShare: ({ context }) => context.canShare,
    cancelled: (_, params: { error: unknown }) => isShareCancelled(params.error),
  },
  delays: { copyConfirmation: timersMs.copyConfirmation },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({
    canShare: input.canShare,
    target: null,
    via: null,
    shared: false,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: start },
    /** The browser's share sheet is open. */
    sharing: {
      tags: ['busy'],
      invoke: {
        src: 'webShare',
        input: ({ context }) => context.target ?? { url: '' },
        onDone: { target: 'idle', actions: 'markShared' },
        onError: [
          {
            guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
          },
          { target: 'copyingInstead' },
        ],
      },
    },
    /** Sharing is not possible: the link is copied instead; a failure here reads 'Unable to share…'. */
    copyingInstead: {
      tags: ['busy'],
      invoke: {
        src: 'copyLink',
        input: ({ context }) => ({ url: context.target?.url ?? '' }),
        onDone: 'copied',
        onError: { target: 'failed', actions: 'showShareFailed' },
      },
    },
    copying: {
      tags: ['busy'],
      invoke: {
        src: 'copyLink',
        input: ({ context }) => ({ url: context.target?.url ?? '' }),
        onDone: 'copied',
        onError: { target: 'failed', actions: 'showCopyFailed' },
      },
    },
    /** "Copied" for 2 s. */
    copied: {
      after: { copyConfirmation: 'idle' },
      on: start,
    },
    /** The message stays until the next share or copy. */
    failed: { on: start },
  },
});
