import { domainError, invalid, valid, type DomainError, type Validation } from '../result';
import { isEmail } from './email';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

export type LoginErrorCode = 'emailRequired' | 'emailInvalid' | 'passwordRequired';

/**
 * spec §5 Login: email and password required, email in email format. The value has the email trimmed;
 * the password is sent exactly as typed. (A failed login itself answers errors.auth.invalidCredentials.)
 */
export function validateLoginForm(input: LoginInput): Validation<LoginInput, LoginErrorCode> {
  const errors: DomainError<LoginErrorCode>[] = [];
  const email = input.email.trim();
  if (email === '')
    errors.push(domainError('emailRequired', 'validation.email.required', { field: 'email' }));
  else if (!isEmail(email))
    errors.push(domainError('emailInvalid', 'validation.email.invalid', { field: 'email' }));
  if (input.password === '') {
    errors.push(domainError('passwordRequired', 'validation.password.required', { field: 'password' }));
  }
  return errors.length > 0 ? invalid(errors) : valid({ email, password: input.password });
}
