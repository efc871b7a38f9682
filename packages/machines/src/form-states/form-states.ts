// The states every validated form shares (sign-in, registration): editing, a submit that validates
// first, and invalid (editing again with the errors shown). Each form's machine names the actions
// `change`, `takeSubmittedValues`, `clearFieldErrors`, `showFieldErrors`, the guard `formIsValid`, and has
// a `submitting` state of its own.

/** Editing: each change is kept; a submit takes the submitted values and validates them. */
export const editing = {
  on: {
    'form.change': { actions: 'change' },
    'form.submit': { target: 'validating', actions: 'takeSubmittedValues' },
  },
} as const;

/** Valid values go on to `submitting`; otherwise the field errors show and the form is `invalid`. */
export const validating = {
  always: [
    { guard: 'formIsValid', target: 'submitting', actions: 'clearFieldErrors' },
    { target: 'invalid', actions: 'showFieldErrors' },
  ],
} as const;
