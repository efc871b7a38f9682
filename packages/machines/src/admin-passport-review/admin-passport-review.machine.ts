import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The operator console's passport review (issue 12; docs/decisions/0017): an operator opens a passport
// from the manual-review queue, the file is fetched with the operator's token (the site turns it into an
// object URL), then Verify, or Reject with a reason the player sees; once decided, Next opens the next
// passport of the queue.
//
// idle → open → loadingFile → ready | fileFailed (retry);
// ready → verify → verifying → decided; ready → reject → reasoning → submit → rejecting → decided;
// verifying | rejecting → failed (retry repeats the decision; dismiss → ready); reasoning → cancel → ready;
// decided → next → loadingFile (the next passport) or → done (the queue is empty);
// close → idle from any settled state. A 401 that survived the API client's refresh → unauthorized (final).
// Whenever a file is left behind (next, close, another passport, the session ending), `releaseFile` runs
// while `context.file` still holds it, so the site can revoke its object URL. The site provides `loadFile`, `verify`, `reject`, `releaseFile` and `reloadQueue`.

/** A passport of the queue, as the review needs it. */
export type PassportReviewItem = {
  id: string;
  userName: string;
  /** False once retention deleted the file: the review opens with the file missing. */
  fileAvailable: boolean;
};

/** What `loadFile` resolves: an object URL of the file and its content type. */
export type PassportReviewFile = { url: string; mimeType: string };

export type PassportReviewDecision = 'verified' | 'rejected';

export type AdminPassportReviewContext = {
  /** The queue as the page had it when the passport was opened (decided ones removed as they go). */
  queue: PassportReviewItem[];
  current: PassportReviewItem | null;
  file: PassportReviewFile | null;
  /** The decision being made, made, or that failed. */
  decision: PassportReviewDecision | null;
  /** The rejection reason, kept for a retry. */
  reason: string | null;
  error: UserMessage | null;
};

export type AdminPassportReviewEvent =
  | { type: 'open'; passport: PassportReviewItem; queue: readonly PassportReviewItem[] }
  | { type: 'verify' }
  | { type: 'reject' }
  | { type: 'submit'; reason: string }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' }
  | { type: 'next' }
  | { type: 'close' };

const fallback: UserMessage = messageOf('errors.network.connectionError');

const empty: AdminPassportReviewContext = {
  queue: [],
  current: null,
  file: null,
  decision: null,
  reason: null,
  error: null,
};

export const adminPassportReviewMachine = setup({
  types: {
    context: {} as AdminPassportReviewContext,
    events: {} as AdminPassportReviewEvent,
  },
  actions: {
    takePassport: assign(({ event }) => {
      assertEvent(event, 'open');
      return {
        queue: [...event.queue],
        current: event.passport,
        file: null,
        decision: null,
        reason: null,
        error: null,
      };
    }),
    keepFile: assign((_, params: { file: PassportReviewFile }) => ({ file: params.file, error: null })),
    /** After `releaseFile`: the file is no longer shown. */
    forgetFile: assign({ file: null }),
    /** Leaves the passport undecided and opens the one after it (none after: the queue is done). */
    skip: assign(({ context }) => {
      const at = context.queue.findIndex((item) => item.id === context.current?.id);
      return { current: context.queue[at + 1] ?? null, decision: null, reason: null, error: null };
    }),
    choose: assign((_, params: { decision: PassportReviewDecision }) => ({
      decision: params.decision,
      error: null,
    })),
    takeReason: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { reason: event.reason.trim(), error: null };
    }),
    forgetDecision: assign({ decision: null, reason: null, error: null }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, fallback),
    })),
    /** The decided passport leaves the queue; the next one is the first after it (or the first left). */
    advance: assign(({ context }) => {
      const at = context.queue.findIndex((item) => item.id === context.current?.id);
      const rest = context.queue.filter((item) => item.id !== context.current?.id);
      const next = rest[at === -1 ? 0 : Math.min(at, rest.length - 1)] ?? null;
      return { queue: rest, current: next, decision: null, reason: null, error: null };
    }),
    reset: assign(empty),
    /** Supplied by the site: revokes `context.file.url` (when there is a file), which is about to be left. */
    releaseFile: () => {},
    /** Supplied by the site: reloads the queue (a decided passport leaves it). */
    reloadQueue: () => {},
  },
  actors: {
    /** GET /api/admin/passports/{id}/file → an object URL and the content type. */
    loadFile: fromPromise<PassportReviewFile, { id: string }>(async () => {
      throw new Error('loadFile actor not provided');
    }),
    /** POST /api/admin/passports/{id}/verify. Rejects with a UserMessage. */
    verify: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('verify actor not provided');
    }),
    /** POST /api/admin/passports/{id}/reject {reason}. Rejects with a UserMessage. */
    reject: fromPromise<unknown, { id: string; reason: string }>(async () => {
      throw new Error('reject actor not provided');
    }),
  },
  guards: {
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    fileAvailable: ({ context }) => context.current?.fileAvailable ?? false,
    hasCurrent: ({ context }) => context.current !== null,
    rejecting: ({ context }) => context.decision === 'rejected',
  },
}).createMachine({
  id: 'adminPassportReview',
  context: empty,
  initial: 'idle',
  on: {
    // Opening another passport, from any state except while a decision is under way.
    open: { target: '.opening', actions: ['releaseFile', 'forgetFile', 'takePassport'] },
    // (verifying and rejecting ignore it: a decision under way finishes first)
  },
  states: {
    idle: {},
    /** Routes a freshly chosen passport: its file when there is one. */
    opening: {
      always: [
        { guard: 'fileAvailable', target: 'loadingFile' },
        { guard: 'hasCurrent', target: 'ready' },
        { target: 'done' },
      ],
    },
    loadingFile: {
      tags: ['loading'],
      invoke: {
        src: 'loadFile',
        input: ({ context }) => ({ id: context.current?.id ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepFile', params: ({ event }) => ({ file: event.output }) },
        },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'fileFailed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The file could not be fetched: try again, or decide without it. */
    fileFailed: {
      on: {
        retry: 'loadingFile',
        verify: { target: 'verifying', actions: { type: 'choose', params: { decision: 'verified' } } },
        reject: { target: 'reasoning', actions: { type: 'choose', params: { decision: 'rejected' } } },
        next: { target: 'opening', actions: ['releaseFile', 'forgetFile', 'skip'] },
        close: { target: 'idle', actions: ['releaseFile', 'forgetFile', 'reset'] },
      },
    },
    ready: {
      on: {
        verify: { target: 'verifying', actions: { type: 'choose', params: { decision: 'verified' } } },
        reject: { target: 'reasoning', actions: { type: 'choose', params: { decision: 'rejected' } } },
        next: { target: 'opening', actions: ['releaseFile', 'forgetFile', 'skip'] },
        close: { target: 'idle', actions: ['releaseFile', 'forgetFile', 'reset'] },
      },
    },
    /** The reason dialog is open. */
    reasoning: {
      on: {
        submit: { target: 'rejecting', actions: 'takeReason' },
        cancel: { target: 'ready', actions: 'forgetDecision' },
      },
    },
    verifying: {
      tags: ['busy'],
      on: { open: {} },
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ id: context.current?.id ?? '' }),
        onDone: { target: 'decided', actions: 'reloadQueue' },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    rejecting: {
      tags: ['busy'],
      on: { open: {} },
      invoke: {
        src: 'reject',
        input: ({ context }) => ({ id: context.current?.id ?? '', reason: context.reason ?? '' }),
        onDone: { target: 'decided', actions: 'reloadQueue' },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The decision failed (the reason dialog stays open for a rejection): retry it, or dismiss. */
    failed: {
      on: {
        retry: [
          { guard: 'rejecting', target: 'rejecting', actions: 'clearError' },
          { target: 'verifying', actions: 'clearError' },
        ],
        submit: { guard: 'rejecting', target: 'rejecting', actions: 'takeReason' },
        dismiss: { target: 'ready', actions: 'forgetDecision' },
        cancel: { target: 'ready', actions: 'forgetDecision' },
        next: { target: 'opening', actions: ['releaseFile', 'forgetFile', 'skip'] },
        close: { target: 'idle', actions: ['releaseFile', 'forgetFile', 'reset'] },
      },
    },
    /** Decided: the banner says which; Next opens the next passport of the queue. */
    decided: {
      on: {
        next: { target: 'opening', actions: ['releaseFile', 'forgetFile', 'advance'] },
        close: { target: 'idle', actions: ['releaseFile', 'forgetFile', 'reset'] },
      },
    },
    /** The queue is empty. */
    done: {
      on: { close: { target: 'idle', actions: 'reset' } },
    },
    /** The session ended: the site sends the operator to /join. */
    unauthorized: { type: 'final', entry: ['releaseFile', 'forgetFile'] },
  },
});
