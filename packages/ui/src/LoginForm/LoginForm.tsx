import { useTheme } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';
import { AuthDivider } from './AuthDivider';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormLabels {
  email: string;
  password: string;
  submit: string;
  /** Button text while submitting, e.g. 'Logging in…' (spec §4). */
  submitting: string;
  /** Between the form and the third-party buttons, e.g. 'or'. */
  divider?: string;
  /** Marks required fields, e.g. 'required'. */
  required?: string;
}

export interface LoginFormProps {
  /** Replaces the form's own words (the locale's join.* texts by default). */
  labels?: LoginFormLabels;
  onSubmit: (values: LoginValues) => void;
  fieldErrors?: Partial<Record<keyof LoginValues, ReactNode>>;
  submitting?: boolean;
  /** Banner above the form, e.g. the invalid-credentials message (spec §5). */
  error?: ReactNode;
  /** Other banners above the form, e.g. 'Email verified' on /verification-success. */
  notice?: ReactNode;
  /** Third-party sign-in (e.g. SocialSignInButtons), under a divider. */
  socialButtons?: ReactNode;
  defaultValues?: Partial<LoginValues>;
}

/**
 * Email and password sign-in. Values stay in the form across errors and re-renders; validation
 * belongs to the caller (domain `validateLoginForm`), whose messages come back as `fieldErrors`.
 */
export function LoginForm({
  labels: overrides,
  onSubmit,
  fieldErrors = {},
  submitting = false,
  error,
  notice,
  socialButtons,
  defaultValues = {},
}: LoginFormProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const labels: LoginFormLabels = overrides ?? {
    email: t('join.email'),
    password: t('join.password'),
    submit: t('join.submitLogin'),
    submitting: t('join.submittingLogin'),
    divider: t('join.or'),
    required: t('contact.required'),
  };
  const [email, setEmail] = useState(defaultValues.email ?? '');
  const [password, setPassword] = useState(defaultValues.password ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit({ email: email.trim(), password });
  };

  return (
    <div css={{ display: 'grid', gap: theme.space[5] }}>
      {notice}
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
      <form
        noValidate
        onSubmit={submit}
        aria-busy={submitting || undefined}
        css={{ display: 'grid', gap: theme.space[4] }}
      >
        <TextField
          label={labels.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          requiredLabel={labels.required}
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
        />
        <TextField
          label={labels.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          requiredLabel={labels.required}
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {submitting ? labels.submitting : labels.submit}
        </Button>
      </form>
      {socialButtons ? (
        <>
          {labels.divider ? <AuthDivider>{labels.divider}</AuthDivider> : null}
          {socialButtons}
        </>
      ) : null}
    </div>
  );
}
