import { timersMs, validateDisplayName } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §4 Display name: view, edit, saved or cancelled; an unchanged or empty value just closes edit.
// spec §5: trimmed, at most 50 characters. spec §8: the server message, else 'Failed to update display
// name'. The success message stays 3 s (timersMs.profileSuccessMessage).
export type DisplayNameEditContext = {
  /** The saved name. */
  name: string;
  /** What the editor holds. */
  draft: string;
  error: UserMessage | null;
  /** The server's confirmation, shown while `saved`; null when it sent none. */
  success: UserMessage | null;
};

export type DisplayNameEditEvent =
  | { type: 'edit.start' }
  | { type: 'edit.change'; value: string }
  | { type: 'edit.save'; value?: string }
  | { type: 'edit.cancel' }
  /** The profile was (re)loaded with this name. */
  | { type: 'name.sync'; name: string };

export type DisplayNameEditInput = { name: string };

/** What saving resolves with: the name the server kept, and its message if any. */
export type SaveDisplayNameOutput = { name?: string; message?: string };

function draftToSave(context: DisplayNameEditContext, event: DisplayNameEditEvent): string {
  return event.type === 'edit.save' && event.value !== undefined ? event.value : context.draft;
}

const updateFailed: UserMessage = { messageKey: 'errors.fallback.updateDisplayName' };

export const displayNameEditMachine = setup({
  types: {
    context: {} as DisplayNameEditContext,
    events: {} as DisplayNameEditEvent,
    input: {} as DisplayNameEditInput,
  },
  actions: {
    openEditor: assign(({ context }) => ({ draft: context.name, error: null, success: null })),
    change: assign(({ event }) => {
      assertEvent(event, 'edit.change');
      return { draft: event.value };
    }),
    takeSavedValue: assign(({ context, event }) => {
      assertEvent(event, 'edit.save');
      return { draft: event.value ?? context.draft };
    }),
    closeEditor: assign(({ context }) => ({ draft: context.name, error: null })),
    showTooLong: assign(({ context }) => {
      const result = validateDisplayName(context.draft, context.name);
      const error = result.ok ? null : result.errors[0];
      return {
        error: error
          ? { messageKey: error.messageKey, ...(error.params ? { params: error.params } : {}) }
          : null,
      };
    }),
    clearError: assign({ error: null }),
    keepSaved: assign(({ context }, params: { output: SaveDisplayNameOutput }) => {
      const name = params.output.name ?? context.draft.trim();
      const message = params.output.message?.trim();
      return { name, draft: name, error: null, success: message ? { serverMessage: message } : null };
    }),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, updateFailed),
    })),
    clearSuccess: assign({ success: null }),
    syncName: assign(({ event }) => {
      assertEvent(event, 'name.sync');
      return { name: event.name, draft: event.name };
    }),
  },
  actors: {
    /** PUT /api/users/profile {name}. Rejects with a UserMessage (or `serverMessage`) on failure. */
    saveDisplayName: fromPromise<SaveDisplayNameOutput, { name: string }>(async () => {
      throw new Error('saveDisplayName actor not provided');
    }),
  },
  guards: {
    // Guards run before actions, so they read the value the save event carries, if any.
    isUnchanged: ({ context, event }) => {
      const result = validateDisplayName(draftToSave(context, event), context.name);
      return result.ok && result.value.kind === 'unchanged';
    },
    isInvalid: ({ context, event }) => !validateDisplayName(draftToSave(context, event), context.name).ok,
  },
  delays: {
    successMessage: timersMs.profileSuccessMessage,
  },
}).createMachine({
  id: 'displayNameEdit',
  context: ({ input }) => ({ name: input.name, draft: input.name, error: null, success: null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'edit.start': { target: 'editing', actions: 'openEditor' },
        'name.sync': { actions: 'syncName' },
      },
    },
    editing: {
      on: {
        'edit.change': { actions: 'change' },
        'edit.save': [
          { guard: 'isUnchanged', target: 'viewing', actions: ['takeSavedValue', 'closeEditor'] },
          { guard: 'isInvalid', actions: ['takeSavedValue', 'showTooLong'] },
          { target: 'saving', actions: ['takeSavedValue', 'clearError'] },
        ],
        'edit.cancel': { target: 'viewing', actions: 'closeEditor' },
      },
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        src: 'saveDisplayName',
        input: ({ context }) => ({ name: context.draft.trim() }),
        onDone: {
          target: 'saved',
          actions: { type: 'keepSaved', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      after: { successMessage: { target: 'viewing', actions: 'clearSuccess' } },
      on: {
        'edit.start': { target: 'editing', actions: 'openEditor' },
        'name.sync': { actions: 'syncName' },
      },
    },
  },
});
