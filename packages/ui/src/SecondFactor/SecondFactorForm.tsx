import { useTheme } from '@emotion/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { LockIcon } from '../Icon';
import { MessageBanner } from '../MessageBanner';
import { CodeField } from './CodeField';

export interface SecondFactorFormProps {
  /** The field's text: a 6-digit code or a recovery code. */
  code: string;
  onCodeChange: (code: string) => void;
  /** The form was sent (Enter or the button), with a code that is not blank. */
  onSubmit: () => void;
  /** Shows a secondary button to leave the step ("Back to sign in" or "Sign out"). */
  onCancel?: () => void;
  /** Which words the cancel button says (default `backToSignIn`). */
  cancelLabel?: 'backToSignIn' | 'signOut';
  /** Verifying: the button shows the busy text and the form is aria-busy. */
  busy?: boolean;
  /** Why the last code failed, already in the reader's language. */
  error?: ReactNode;
  /** The sign-in expired: only the message and the cancel button remain. */
  expired?: boolean;
}

/**
 * The code step of an operator's sign-in, and of the console when a session must give a code
 * (issue 29): one field for the authenticator's 6-digit code or a recovery code. Says its own words
 * (secondFactor.form.*).
 */
export function SecondFactorForm({
  code,
  onCodeChange,
  onSubmit,
  onCancel,
  cancelLabel = 'backToSignIn',
  busy = false,
  error,
  expired = false,
}: SecondFactorFormProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const titleId = useId();
  const blank = code.trim() === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit();
  };

  const cancel = onCancel ? (
    <Button variant="secondary" fullWidth onClick={onCancel}>
      {cancelLabel === 'signOut' ? t('secondFactor.form.signOut') : t('secondFactor.form.backToSignIn')}
    </Button>
  ) : null;

  return (
    <section aria-labelledby={titleId} css={{ display: 'grid', gap: theme.space[5] }}>
      <div css={{ display: 'grid', gap: theme.space[2], justifyItems: 'start' }}>
        <span
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            inlineSize: theme.space[12],
            blockSize: theme.space[12],
            borderRadius: '50%',
            background: theme.colors.surfaceRaised,
            border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
            color: theme.colors.accent,
          }}
        >
          <LockIcon size="1.5em" />
        </span>
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
          {t('secondFactor.form.title')}
        </h2>
        {expired ? null : (
          <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('secondFactor.form.description')}</p>
        )}
      </div>

      {expired ? (
        <>
          <MessageBanner tone="warning">{t('secondFactor.form.expired')}</MessageBanner>
          {cancel}
        </>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-busy={busy || undefined}
          css={{ display: 'grid', gap: theme.space[4] }}
        >
          {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
          <CodeField
            label={t('secondFactor.form.codeLabel')}
            code={code}
            onCodeChange={onCodeChange}
            hint={t('secondFactor.form.recoveryHint')}
            focusOnMount
          />
          <div css={{ display: 'grid', gap: theme.space[3] }}>
            <Button type="submit" fullWidth loading={busy} disabled={blank && !busy}>
              {busy ? t('secondFactor.form.submitting') : t('secondFactor.form.submit')}
            </Button>
            {cancel}
          </div>
        </form>
      )}
    </section>
  );
}
