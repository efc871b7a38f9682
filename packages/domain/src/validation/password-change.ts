import { domainError, invalid, valid, type DomainError, type Validation } from '../result';
import { passwordRules, textLength } from './account-rules';

export interface PasswordChangeInput {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type PasswordChangeErrorCode =
  'currentRequired' | 'newRequired' | 'newTooShort' | 'newTooLong' | 'sameAsCurrent' | 'confirmMismatch';

/** spec §5: submit stays disabled until all three fields are filled. */
export function canSubmitPasswordChange(input: PasswordChangeInput): boolean {
  return input.currentPassword !== '' && input.newPassword !== '' && input.confirmPassword !== '';
}

/**
 * spec §5 Password change, in the spec's order; every failed rule is listed. Passwords are never trimmed.
 * The 128-character cap is the server's (docs/decisions/0004 lists the rules the spec leaves open).
 */
export function validatePasswordChange(
  input: PasswordChangeInput,
): Validation<PasswordChangeInput, PasswordChangeErrorCode> {
  const { currentPassword, newPassword, confirmPassword } = input;
  const errors: DomainError<PasswordChangeErrorCode>[] = [];
  if (currentPassword === '') {
    errors.push(
      domainError('currentRequired', 'validation.passwordChange.currentRequired', {
        field: 'currentPassword',
      }),
    );
  }
  if (newPassword === '') {
    errors.push(
      domainError('newRequired', 'validation.passwordChange.newRequired', { field: 'newPassword' }),
    );
  } else if (textLength(newPassword) < passwordRules.minLength) {
    errors.push(
      domainError('newTooShort', 'validation.passwordChange.newTooShort', { field: 'newPassword' }),
    );
  } else if (textLength(newPassword) > passwordRules.maxLength) {
    const params = { count: passwordRules.maxLength };
    errors.push(
      domainError('newTooLong', 'validation.passwordChange.newTooLong', { field: 'newPassword', params }),
    );
  }
  if (newPassword !== '' && newPassword === currentPassword) {
    errors.push(
      domainError('sameAsCurrent', 'validation.passwordChange.sameAsCurrent', { field: 'newPassword' }),
    );
  }
  if (newPassword !== confirmPassword) {
    errors.push(
      domainError('confirmMismatch', 'validation.passwordChange.confirmMismatch', {
        field: 'confirmPassword',
      }),
    );
  }
  return errors.length > 0 ? invalid(errors) : valid(input);
}
