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

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  fieldErrors?: Partial<Record<keyof LoginValues, ReactNode>>;
  submitting?: boolean;
  /** Banner above the form, e.g. the invalid-credentials message (spec §5). */
  error?: ReactNode;
  /** The caller's other banner above the form, e.g. 'Email verified' on /verification-success. */
  banner?: ReactNode;
  /** Third-party sign-in (e.g. SocialSignInButtons), under a divider. */
  socialButtons?: ReactNode;
  defaultValues?: Partial<LoginValues>;
}

/**
 * Email and password sign-in. Values stay in the form across errors and re-renders; validation
 * belongs to the caller (domain `validateLoginForm`), whose messages come back as `fieldErrors`.
 */
export function LoginForm({
  onSubmit,
  fieldErrors = {},
  submitting = false,
  error,
  banner,
  socialButtons,
  defaultValues = {},
}: LoginFormProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // The form's own words (join.*, issue 32); the caller gives values, errors and banners.
  const words = {
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
      {banner}
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
      <form
        noValidate
        onSubmit={submit}
        aria-busy={submitting || undefined}
        css={{ display: 'grid', gap: theme.space[4] }}
      >
        <TextField
          label={words.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          requiredLabel={words.required}
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
        />
        <TextField
          label={words.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          requiredLabel={words.required}
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {submitting ? words.submitting : words.submit}
        </Button>
      </form>
      {socialButtons ? (
        <>
          <AuthDivider>{words.divider}</AuthDivider>
          {socialButtons}
        </>
      ) : null}
    </div>
  );
}
