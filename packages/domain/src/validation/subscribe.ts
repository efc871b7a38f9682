import { domainError, invalid, valid, type Validation } from '../result';
import { isEmail } from './email';

/** spec §5 Newsletter/footer subscribe: a simple email pattern, otherwise the spec's error text. */
export function validateSubscribeEmail(email: string): Validation<{ email: string }, 'invalidEmail'> {
  const trimmed = email.trim();
  return isEmail(trimmed)
    ? valid({ email: trimmed })
    : invalid([domainError('invalidEmail', 'validation.subscribe.invalidEmail', { field: 'email' })]);
}
