import { validateContactForm } from '@arena/domain';
import { assertEvent, assign, setup } from 'xstate';

// spec §2 /contact: name, email and message required, subject optional; nothing is sent to a server;
// success shows 'Message Sent!'. spec §8: a missing field says 'Please fill in all required fields.',
// a malformed email the email message. Editing keeps the fields; "Send another message" clears them.
export type ContactFields = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactFields;

export type ContactFormContext = {
  fields: ContactFields;
  /** The form's message key (a required field is missing), shown once above the button. */
  formError: string | null;
  /** The email field's message key. */
  emailError: string | null;
};

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'submit' }
  | { type: 'again' };

export const emptyContactFields: ContactFields = { name: '', email: '', subject: '', message: '' };

export const contactFormMachine = setup({
  types: { context: {} as ContactFormContext, events: {} as ContactFormEvent },
  guards: {
    valid: ({ context }) => validateContactForm(context.fields).ok,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { fields: { ...context.fields, [event.field]: event.value } };
    }),
    showErrors: assign(({ context }) => {
      const result = validateContactForm(context.fields);
      if (result.ok) return { formError: null, emailError: null };
      return {
        formError: result.errors.find((error) => error.code === 'required')?.messageKey ?? null,
        emailError: result.errors.find((error) => error.code === 'emailInvalid')?.messageKey ?? null,
      };
    }),
    clearErrors: assign({ formError: null, emailError: null }),
    clearFields: assign({ fields: emptyContactFields, formError: null, emailError: null }),
  },
}).createMachine({
  id: 'contactForm',
  context: { fields: emptyContactFields, formError: null, emailError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'change' },
        submit: [
          { guard: 'valid', target: 'sent', actions: 'clearErrors' },
          { actions: 'showErrors' },
        ],
      },
    },
    sent: {
      on: { again: { target: 'editing', actions: 'clearFields' } },
    },
  },
});
