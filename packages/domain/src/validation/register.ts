import { minimumAgeYears } from '../platform/limits';
import { domainError, invalid, valid, type DomainError, type Validation } from '../result';
import { passwordRules, textLength } from './account-rules';
import { ageInYears, calendarDateOf, isAfter, parseCalendarDate } from './birth-date';
import { displayNameErrors, normaliseDisplayName, type DisplayNameErrorCode } from './display-name-text';
import { checkEmailAddress, tidyEmail } from './email';

export interface RegisterInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** ISO 3166-1 alpha-2 code from the country list. */
  readonly country: string;
  /** 'YYYY-MM-DD'. */
  readonly dob: string;
}

export type RegisterErrorCode =
  | DisplayNameErrorCode
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailLookalike'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'countryRequired'
  | 'countryInvalid'
  | 'dobRequired'
  | 'dobInvalid'
  | 'tooYoung';

type Errors = DomainError<RegisterErrorCode>[];

/** The name's rules (required first), then the other required fields. */
function formErrors(input: RegisterInput): Errors {
  const errors: Errors = [...displayNameErrors(normaliseDisplayName(input.name))];
  if (input.email.trim() === '') {
    errors.push(domainError('emailRequired', 'validation.email.required', { field: 'email' }));
  }
  if (input.country.trim() === '') {
    errors.push(domainError('countryRequired', 'validation.country.required', { field: 'country' }));
  }
  if (input.dob.trim() === '')
    errors.push(domainError('dobRequired', 'validation.dob.required', { field: 'dob' }));
  if (input.password === '') {
    errors.push(domainError('passwordRequired', 'validation.password.required', { field: 'password' }));
  }
  return errors;
}

function normalised(input: RegisterInput): RegisterInput {
  return {
    name: normaliseDisplayName(input.name),
    email: tidyEmail(input.email),
    password: input.password,
    country: input.country.trim().toUpperCase(),
    dob: input.dob.trim(),
  };
}

/** spec §5 Register, as the client checks it: the five fields are required, and the name's own rules. */
export function validateRegisterForm(input: RegisterInput): Validation<RegisterInput, RegisterErrorCode> {
  const errors = formErrors(input);
  return errors.length > 0 ? invalid(errors) : valid(normalised(input));
}

/**
 * Register as the server checks it (the spec leaves the server's rules open): the required fields and the
 * display name's rules (display-name-text.ts), then
 * email format and no look-alike address (checkEmailAddress; the value holds the address's stored form,
 * tidyEmail), password 8-128 characters, country a 2-letter code, a real past date of birth and an age
 * of at least 13 on `today` (UTC date). Whether the code is a country the list knows is the caller's check.
 */
export function validateRegistration(
  input: RegisterInput,
  today: Date,
): Validation<RegisterInput, RegisterErrorCode> {
  const errors = formErrors(input);
  const value = normalised(input);
  if (value.email !== '') {
    const email = checkEmailAddress(input.email);
    if (!email.ok) errors.push(...email.errors);
  }
  const passwordLength = textLength(value.password);
  if (passwordLength > 0 && passwordLength < passwordRules.minLength) {
    const params = { count: passwordRules.minLength };
    errors.push(
      domainError('passwordTooShort', 'validation.password.tooShort', { field: 'password', params }),
    );
  } else if (passwordLength > passwordRules.maxLength) {
    const params = { count: passwordRules.maxLength };
    errors.push(domainError('passwordTooLong', 'validation.password.tooLong', { field: 'password', params }));
  }
  if (value.country !== '' && !/^[A-Z]{2}$/.test(value.country)) {
    errors.push(domainError('countryInvalid', 'validation.country.invalid', { field: 'country' }));
  }
  if (value.dob !== '') {
    const birth = parseCalendarDate(value.dob);
    const now = calendarDateOf(today);
    if (!birth || isAfter(birth, now)) {
      errors.push(domainError('dobInvalid', 'validation.dob.invalid', { field: 'dob' }));
    } else if (ageInYears(birth, now) < minimumAgeYears) {
      const params = { count: minimumAgeYears };
      errors.push(domainError('tooYoung', 'validation.dob.tooYoung', { field: 'dob', params }));
    }
  }
  return errors.length > 0 ? invalid(errors) : valid(value);
}
