import { domainError, invalid, valid, type DomainError, type Validation } from '../result';
import { isEmail } from './email';

export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly subject?: string;
}

export type ContactErrorCode = 'required' | 'emailInvalid';

/**
 * spec §5 Contact: name, email and message required, otherwise one message for the form ('Please fill in
 * all required fields.'); the subject is optional. The email field is also checked for format, as its
 * email input would be.
 */
export function validateContactForm(input: ContactInput): Validation<ContactInput, ContactErrorCode> {
  const value = {
    name: input.name.trim(),
    email: input.email.trim(),
    message: input.message.trim(),
    subject: (input.subject ?? '').trim(),
  };
  const errors: DomainError<ContactErrorCode>[] = [];
  if (value.name === '' || value.email === '' || value.message === '') {
    errors.push(domainError('required', 'validation.contact.required'));
  }
  if (value.email !== '' && !isEmail(value.email)) {
    errors.push(domainError('emailInvalid', 'validation.email.invalid', { field: 'email' }));
  }
  return errors.length > 0 ? invalid(errors) : valid(value);
}
