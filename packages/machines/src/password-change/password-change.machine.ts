import { canSubmitPasswordChange, timersMs, validatePasswordChange } from '@arena/domain';
import type { PasswordChangeInput } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fieldErrorsFrom, userMessageFrom } from '../messages/user-message';
import type { FieldErrors, UserMessage } from '../messages/user-message';

// spec §5 Password change: the spec's five messages, submit disabled until all three fields are filled,
// local-provider accounts only (§6). spec §8: the server message, else 'Failed to update password'.
// The success message stays 5 s (timersMs.passwordSuccessMessage) and the fields are cleared.
export type PasswordField = keyof PasswordChangeInput;

export type PasswordChangeContext = PasswordChangeInput & {
  /** spec §5: the submit button is enabled only when this is true. */
  canSubmit: boolean;
  fieldErrors: FieldErrors<PasswordField>;
  error: UserMessage | null;
  /** The server's confirmation, shown while `success`; null when it sent none. */
  success: UserMessage | null;
  provider: string;
};

export type PasswordChangeEvent =
  { type: 'form.change'; field: PasswordField; value: string } | { type: 'form.submit' };

/** `provider` of the profile's user: 'local' is a password account (spec §3). */
export type PasswordChangeInputOptions = { provider: string };

export type ChangePasswordOutput = { message?: string };

const emptyFields: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const updateFailed: UserMessage = { messageKey: 'errors.fallback.updatePassword' };

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInputOptions,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const fields = {
        currentPassword: context.currentPassword,
        newPassword: context.newPassword,
        confirmPassword: context.confirmPassword,
        [event.field]: event.value,
      };
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { ...fields, canSubmit: canSubmitPasswordChange(fields), fieldErrors, success: null };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = validatePasswordChange(context);
      return { fieldErrors: result.ok ? {} : fieldErrorsFrom<PasswordField>(result.errors), error: null };
    }),
    startSubmit: assign({ fieldErrors: {}, error: null }),
    clearFields: assign((_, params: { output: ChangePasswordOutput }) => {
      const message = params.output.message?.trim();
      return {
        ...emptyFields,
        canSubmit: false,
        success: message ? ({ serverMessage: message } as UserMessage) : null,
      };
    }),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, updateFailed),
    })),
    clearSuccess: assign({ success: null }),
  },
  actors: {
    /** PUT /api/users/profile/password. Rejects with a UserMessage (or `serverMessage`) on failure. */
    changePassword: fromPromise<ChangePasswordOutput, PasswordChangeInput>(async () => {
      throw new Error('changePassword actor not provided');
    }),
  },
  guards: {
    isLocalAccount: ({ context }) => context.provider === 'local',
    cannotSubmit: ({ context }) => !context.canSubmit,
    isInvalid: ({ context }) => !validatePasswordChange(context).ok,
  },
  delays: {
    successMessage: timersMs.passwordSuccessMessage,
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    ...emptyFields,
    canSubmit: false,
    fieldErrors: {},
    error: null,
    success: null,
    provider: input.provider,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isLocalAccount', target: 'editing' }, { target: 'notAvailable' }],
    },
    /** Third-party sign-in accounts manage passwords with their provider (spec §6). */
    notAvailable: {},
    editing: {
      on: {
        'form.change': { actions: 'change' },
        'form.submit': [
          { guard: 'cannotSubmit' },
          { guard: 'isInvalid', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'startSubmit' },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({
          currentPassword: context.currentPassword,
          newPassword: context.newPassword,
          confirmPassword: context.confirmPassword,
        }),
        onDone: {
          target: 'success',
          actions: { type: 'clearFields', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    success: {
      after: { successMessage: { target: 'editing', actions: 'clearSuccess' } },
      on: {
        'form.change': { target: 'editing', actions: 'change' },
      },
    },
  },
});
