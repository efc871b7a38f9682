import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Issue 16 (decision 0034): the email setting ("Email me about my challenges") on /notifications.

const loadFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

export type NotificationEmailContext = {
  /** What the switch shows. */
  email: boolean;
  /** The last value the server confirmed, restored on failure. */
  savedEmail: boolean;
  error: UserMessage | null;
};

export type NotificationEmailEvent = { type: 'email.toggle' } | { type: 'email.retry' };

export const notificationEmailMachine = setup({
  types: {
    context: {} as NotificationEmailContext,
    events: {} as NotificationEmailEvent,
  },
  actions: {
    take: assign((_, params: { email: boolean }) => ({
      email: params.email,
      savedEmail: params.email,
      error: null,
    })),
    flip: assign(({ context }) => ({ email: !context.email, error: null })),
    revert: assign(({ context }, params: { error: unknown }) => ({
      email: context.savedEmail,
      error: userMessageFrom(params.error, loadFailed),
    })),
    fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, loadFailed) })),
  },
  actors: {
    /** GET /api/notifications/settings → { email }. */
    loadEmailSetting: fromPromise<{ email: boolean }>(async () => {
      throw new Error('loadEmailSetting actor not provided');
    }),
    /** PUT /api/notifications/settings { email } → { email }. */
    saveEmailSetting: fromPromise<{ email: boolean }, { email: boolean }>(async () => {
      throw new Error('saveEmailSetting actor not provided');
    }),
  },
}).createMachine({
  id: 'notificationEmail',
  context: { email: true, savedEmail: true, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadEmailSetting',
        onDone: { target: 'ready', actions: { type: 'take', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The setting could not be read: no switch, a retry. */
    failed: {
      on: { 'email.retry': 'loading' },
    },
    ready: {
      on: { 'email.toggle': { target: 'saving', actions: 'flip' } },
    },
    /** Optimistic: the switch shows the new value while it is saved, and goes back on failure. */
    saving: {
      tags: ['submitting'],
      invoke: {
        src: 'saveEmailSetting',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'ready', actions: { type: 'take', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: { type: 'revert', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
