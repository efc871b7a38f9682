import { useTheme } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';

/** spec §3 Register form; `dob` is the date input's YYYY-MM-DD. */
export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  country: string;
  dob: string;
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** In the visitor's language. */
  name: string;
}

export interface RegisterFormProps {
  countries: readonly Country[];
  onSubmit: (values: RegisterValues) => void;
  fieldErrors?: Partial<Record<keyof RegisterValues, ReactNode>>;
  submitting?: boolean;
  /** Server message when registration fails and the form stays (spec §4 shows it as a banner). */
  error?: ReactNode;
  /** Latest allowed birth date (YYYY-MM-DD); pass it in so nothing here reads the clock. */
  dobMax?: string;
  /** Third-party sign-up buttons, under the form. */
  socialButtons?: ReactNode;
  defaultValues?: Partial<RegisterValues>;
}

const empty: RegisterValues = { name: '', email: '', password: '', country: '', dob: '' };

/**
 * The register form (spec §2, §5): name, email, password, country and date of birth, in the reader's
 * language. Values stay across errors; validation and sending are the caller's (a machine).
 */
export function RegisterForm({
  countries,
  onSubmit,
  fieldErrors = {},
  submitting = false,
  error,
  dobMax,
  socialButtons,
  defaultValues = {},
}: RegisterFormProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // The form's own words (join.*, issue 32); the caller gives countries, values and errors.
  const words = {
    name: t('join.name'),
    email: t('join.email'),
    password: t('join.password'),
    country: t('join.country'),
    countryPlaceholder: t('join.countryPlaceholder'),
    dob: t('join.dob'),
    submit: t('join.submitRegister'),
    submitting: t('join.submittingRegister'),
    required: t('contact.required'),
  };
  const [values, setValues] = useState<RegisterValues>({ ...empty, ...defaultValues });
  const set = (field: keyof RegisterValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit({ ...values, name: values.name.trim(), email: values.email.trim() });
  };

  const common = { required: true, requiredLabel: words.required };
  return (
    <div css={{ display: 'grid', gap: theme.space[5] }}>
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
      <form
        noValidate
        onSubmit={submit}
        aria-busy={submitting || undefined}
        css={{ display: 'grid', gap: theme.space[4] }}
      >
        <TextField
          {...common}
          label={words.name}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={fieldErrors.name}
        />
        <TextField
          {...common}
          label={words.email}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={fieldErrors.email}
        />
        <TextField
          {...common}
          label={words.password}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={fieldErrors.password}
        />
        <SelectField
          {...common}
          label={words.country}
          name="country"
          autoComplete="country"
          placeholder={words.countryPlaceholder}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          value={values.country}
          onChange={set('country')}
          error={fieldErrors.country}
        />
        <TextField
          {...common}
          label={words.dob}
          type="date"
          name="dob"
          autoComplete="bday"
          max={dobMax}
          value={values.dob}
          onChange={set('dob')}
          error={fieldErrors.dob}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {submitting ? words.submitting : words.submit}
        </Button>
      </form>
      {socialButtons}
    </div>
  );
}
