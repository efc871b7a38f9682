import { validateRegisterForm } from '@arena/domain';
import type { RegisterInput } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fieldErrorsFrom, serverWordsFrom, userMessageFrom } from '../messages/user-message';
import type { FieldErrors, UserMessage } from '../messages/user-message';
import { editing, validating } from '../form-states/form-states';

// spec §4 Register form: idle, submitting, then a success or error banner showing the server message.
// The success banner replaces the form; an error banner stands above the form, which keeps the five
// values so the player corrects one and sends again (issue 13: an error no longer wipes them).
// spec §5: only the five fields are required on the client. spec §3: passwordConfirm is sent equal
// to password. spec §8: a network failure has its own text.
export type RegisterField = keyof RegisterInput;

/** The body of POST /api/auth/register (spec §7). */
export type RegisterRequestBody = RegisterInput & { passwordConfirm: string };

/**
 * What the server answered: `{status, message}`, shown as returned, in the reader's language when the
 * server named the message (`messageKey`, `messageParams`: the catalogue of packages/contract).
 */
export type RegisterAnswer = {
  status: 'success' | 'error';
  message: string;
  messageKey?: string;
  messageParams?: Record<string, string | number>;
};

export type RegisterBanner = { tone: 'success' | 'error'; message: UserMessage };

export type RegisterFormContext = {
  values: RegisterInput;
  fieldErrors: FieldErrors<RegisterField>;
  banner: RegisterBanner | null;
};

export type RegisterFormEvent =
  | { type: 'form.change'; field: RegisterField; value: string }
  | { type: 'form.submit'; values?: Partial<RegisterInput> }
  /** Back to the form from an error banner, values kept. */
  | { type: 'form.reset' };

export type RegisterFormInput = { values?: Partial<RegisterInput> };

const emptyValues: RegisterInput = { name: '', email: '', password: '', country: '', dob: '' };
const registrationFailed: UserMessage = { messageKey: 'errors.auth.registrationFailed' };

export const registerFormMachine = setup({
  types: {
    context: {} as RegisterFormContext,
    events: {} as RegisterFormEvent,
    input: {} as RegisterFormInput,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    takeSubmittedValues: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return { values: { ...context.values, ...event.values } };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = validateRegisterForm(context.values);
      return { fieldErrors: result.ok ? {} : fieldErrorsFrom<RegisterField>(result.errors) };
    }),
    clearFieldErrors: assign({ fieldErrors: {} }),
    showAnswer: assign((_, params: RegisterAnswer) => ({
      banner: {
        tone: params.status,
        message: serverWordsFrom(params.message, params.messageKey, params.messageParams),
      },
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      banner: { tone: 'error' as const, message: userMessageFrom(params.error, registrationFailed) },
    })),
    hideBanner: assign({ banner: null }),
  },
  actors: {
    /** POST /api/auth/register. Rejects with a UserMessage (or anything with `serverMessage`) on failure. */
    register: fromPromise<RegisterAnswer, RegisterRequestBody>(async () => {
      throw new Error('register actor not provided');
    }),
  },
  guards: {
    formIsValid: ({ context }) => validateRegisterForm(context.values).ok,
  },
}).createMachine({
  id: 'registerForm',
  context: ({ input }) => ({ values: { ...emptyValues, ...input.values }, fieldErrors: {}, banner: null }),
  initial: 'idle',
  states: {
    idle: editing,
    validating,
    invalid: editing,
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'register',
        input: ({ context }) => {
          const result = validateRegisterForm(context.values);
          const values = result.ok ? result.value : context.values;
          return { ...values, passwordConfirm: values.password };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'success',
            target: 'submitted',
            actions: { type: 'showAnswer', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: { type: 'showAnswer', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Registered: the success banner replaces the form. */
    submitted: {
      on: {
        'form.reset': { target: 'idle', actions: 'hideBanner' },
      },
    },
    /** Refused or failed: the error banner over the form, which keeps every value for another try. */
    failed: {
      on: {
        'form.change': { actions: 'change' },
        'form.submit': { target: 'validating', actions: ['hideBanner', 'takeSubmittedValues'] },
        'form.reset': { target: 'idle', actions: 'hideBanner' },
      },
    },
  },
});
