import { validateLoginForm } from '@arena/domain';
import type { LoginInput } from '@arena/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { fieldErrorsFrom, userMessageFrom } from '../messages/user-message';
import type { FieldErrors, UserMessage } from '../messages/user-message';
import { editing, validating } from '../form-states/form-states';

// spec §4 Login form: idle, submitting (the button says logging in), then redirect or an error.
// spec §5: email and password required, email in email format; any failed login shows
// 'Invalid email or password' (§8). The form keeps its values on every failure. An operator with a
// second factor (issue 29) gets an mfaToken instead of a token: the machine waits in `secondFactor`
// (the site shows the code step, second-factor.machine.ts) until it succeeds or the operator goes back.
export type LoginField = 'email' | 'password';

export type LoginFormContext = {
  email: string;
  password: string;
  fieldErrors: FieldErrors<LoginField>;
  error: UserMessage | null;
  /** The access token once logged in; the site sends it to the auth machine (`token.received`). */
  token: string | null;
  /** The password was right and a code is needed: the code step presents this. */
  mfaToken: string | null;
};

/** What the login actor resolves with: the access token, or the code step's token. */
export type LoginAnswer = string | { mfaToken: string };

export type LoginFormEvent =
  | { type: 'form.change'; field: LoginField; value: string }
  | { type: 'form.submit'; email?: string; password?: string }
  /** The code step went back to the password (an expired sign-in, or the operator chose to). */
  | { type: 'secondFactor.cancel' }
  /** The code step succeeded with this access token. */
  | { type: 'secondFactor.done'; token: string };

export type LoginFormEmitted = { type: 'login.succeeded'; token: string };

export type LoginFormInput = { email?: string };

const invalidCredentials: UserMessage = { messageKey: 'errors.auth.invalidCredentials' };

/** The server's key for a blocked account's right password (decision 0020): told as it is. */
const accountBlockedKey = 'operatorUser.accountBlocked';

/**
 * Any failure reads 'Invalid email or password', except a 429, which says how long to wait (decision
 * 0007), and a blocked account's right password, which says the account is blocked (issue 34).
 */
function loginFailure(error: unknown): UserMessage {
  const message = userMessageFrom(error, invalidCredentials);
  if ('messageKey' in message && message.messageKey.startsWith('errors.rateLimit.')) return message;
  if ('serverMessageKey' in message && message.serverMessageKey === accountBlockedKey) return message;
  return invalidCredentials;
}

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    input: {} as LoginFormInput,
    emitted: {} as LoginFormEmitted,
    output: {} as { token: string },
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      // Editing a field clears its own message; the others stay until the next submit.
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors };
    }),
    takeSubmittedValues: assign(({ context, event }) => {
      assertEvent(event, 'form.submit');
      return {
        email: event.email ?? context.email,
        password: event.password ?? context.password,
        error: null,
      };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = validateLoginForm(context);
      return { fieldErrors: result.ok ? {} : fieldErrorsFrom<LoginField>(result.errors) };
    }),
    clearFieldErrors: assign({ fieldErrors: {} }),
    rejectLogin: assign(({ event }) => ({ error: loginFailure((event as { error?: unknown }).error) })),
    keepToken: assign((_, params: { token: string }) => ({ token: params.token })),
    keepMfaToken: assign((_, params: { mfaToken: string }) => ({ mfaToken: params.mfaToken, password: '' })),
    dropMfaToken: assign({ mfaToken: null }),
    announceToken: emit((_, params: { token: string }) => ({
      type: 'login.succeeded' as const,
      token: params.token,
    })),
  },
  actors: {
    /** POST /api/auth/login with the trimmed email; resolves with the access token. */
    login: fromPromise<LoginAnswer, LoginInput>(async () => {
      throw new Error('login actor not provided');
    }),
  },
  guards: {
    formIsValid: ({ context }) => validateLoginForm(context).ok,
    needsCode: (_, params: { answer: LoginAnswer }) => typeof params.answer !== 'string',
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    fieldErrors: {},
    error: null,
    token: null,
    mfaToken: null,
  }),
  initial: 'idle',
  states: {
    idle: editing,
    validating,
    invalid: editing,
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'login',
        input: ({ context }) => {
          const result = validateLoginForm(context);
          return result.ok ? result.value : { email: context.email, password: context.password };
        },
        onDone: [
          {
            guard: { type: 'needsCode', params: ({ event }) => ({ answer: event.output }) },
            target: 'secondFactor',
            actions: {
              type: 'keepMfaToken',
              params: ({ event }) => ({ mfaToken: (event.output as { mfaToken: string }).mfaToken }),
            },
          },
          {
            target: 'success',
            actions: [
              { type: 'keepToken', params: ({ event }) => ({ token: event.output as string }) },
              { type: 'announceToken', params: ({ event }) => ({ token: event.output as string }) },
            ],
          },
        ],
        onError: { target: 'error', actions: 'rejectLogin' },
      },
    },
    error: {
      on: {
        'form.change': { actions: 'change' },
        'form.submit': { target: 'validating', actions: 'takeSubmittedValues' },
      },
    },
    /** The password was right; the code step (the site's) finishes the sign-in or goes back. */
    secondFactor: {
      on: {
        'secondFactor.done': {
          target: 'success',
          actions: [
            { type: 'keepToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'announceToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'secondFactor.cancel': { target: 'idle', actions: 'dropMfaToken' },
      },
    },
    success: { type: 'final' },
  },
  output: ({ context }) => ({ token: context.token ?? '' }),
});
