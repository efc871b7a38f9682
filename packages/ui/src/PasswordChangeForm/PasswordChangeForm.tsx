import { useTheme } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeFormProps {
  onSubmit: (values: PasswordChangeValues) => void;
  /** Every keystroke, for callers that validate as the user types. */
  onValuesChange?: (values: PasswordChangeValues) => void;
  /**
   * spec §5: submit stays disabled until all three are filled. Pass domain `canSubmitPasswordChange`
   * to decide; by default the form checks that all three are non-empty.
   */
  canSubmit?: boolean;
  fieldErrors?: Partial<Record<keyof PasswordChangeValues, ReactNode>>;
  submitting?: boolean;
  /** Banner after a change (spec §9: shown 5 s by the caller); the fields clear when it appears. */
  success?: ReactNode;
  error?: ReactNode;
}

const empty: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** spec §5 Change password: the form says its own words (profile.security.*, issue 32). */
export function PasswordChangeForm({
  onSubmit,
  onValuesChange,
  canSubmit,
  fieldErrors = {},
  submitting = false,
  success,
  error,
}: PasswordChangeFormProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const words = {
    currentPassword: t('profile.security.currentPassword'),
    newPassword: t('profile.security.newPassword'),
    confirmPassword: t('profile.security.confirmPassword'),
    submit: t('profile.security.submit'),
    submitting: t('profile.security.submitting'),
    newPasswordHint: t('profile.security.newPasswordHint'),
  };
  const [values, setValues] = useState(empty);
  const [shownSuccess, setShownSuccess] = useState(success);
  if (shownSuccess !== success) {
    setShownSuccess(success);
    if (success) setValues(empty);
  }
  const allFilled = Object.values(values).every((value) => value !== '');
  const enabled = canSubmit ?? allFilled;

  const set = (field: keyof PasswordChangeValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onValuesChange?.(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enabled && !submitting) onSubmit(values);
  };

  const field = (name: keyof PasswordChangeValues, autoComplete: string, hint?: string) => (
    <TextField
      label={words[name]}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      hint={hint}
      value={values[name]}
      onChange={set(name)}
      error={fieldErrors[name]}
    />
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
      css={{ display: 'grid', gap: theme.space[4] }}
    >
      {success ? <MessageBanner tone="success">{success}</MessageBanner> : null}
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password', words.newPasswordHint)}
      {field('confirmPassword', 'new-password')}
      <Button type="submit" loading={submitting} disabled={!enabled && !submitting}>
        {submitting ? words.submitting : words.submit}
      </Button>
    </form>
  );
}
