import { validateSubscribeEmail } from '@arena/domain';
import { assertEvent, assign, setup } from 'xstate';

// spec §2 Footer subscribe, §5 Newsletter: a simple email pattern, otherwise the spec's error text
// (validation.subscribe.invalidEmail). Nothing is sent to a server: a valid address is thanked and the
// field cleared; the thank-you stays until the next send.
export type SubscribeContext = {
  email: string;
  /** Why the last address was refused (a message key), or null. */
  errorKey: string | null;
};

export type SubscribeEvent = { type: 'edit'; email: string } | { type: 'submit' };

export const subscribeMachine = setup({
  types: { context: {} as SubscribeContext, events: {} as SubscribeEvent },
  guards: {
    validEmail: ({ context }) => validateSubscribeEmail(context.email).ok,
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, 'edit');
      return { email: event.email };
    }),
    refuse: assign(({ context }) => {
      const result = validateSubscribeEmail(context.email);
      return {
        errorKey: result.ok ? null : (result.errors[0]?.messageKey ?? 'validation.subscribe.invalidEmail'),
      };
    }),
    accept: assign({ email: '', errorKey: null }),
  },
}).createMachine({
  id: 'subscribe',
  context: { email: '', errorKey: null },
  initial: 'editing',
  on: {
    edit: { actions: 'edit' },
    submit: [
      { guard: 'validEmail', target: '.subscribed', actions: 'accept' },
      { target: '.invalid', actions: 'refuse' },
    ],
  },
  states: {
    editing: {},
    invalid: {},
    subscribed: {},
  },
});
