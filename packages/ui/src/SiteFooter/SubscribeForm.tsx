import { useTheme } from '@emotion/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { TextField } from '../TextField';

export interface SubscribeFormProps {
  /** The field's text. */
  email: string;
  onEmailChange: (email: string) => void;
  /** The form was sent (the site checks the address). */
  onSubmit: () => void;
  /** Why the address was refused, in the reader's language. */
  error?: string;
  /** The address was taken: the thank-you line shows. */
  subscribed?: boolean;
}

/** The footer's newsletter form (spec §2 Footer, §5: one email field and Subscribe; a thank-you line after). */
export function SubscribeForm({
  email,
  onEmailChange,
  onSubmit,
  error,
  subscribed = false,
}: SubscribeFormProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      css={{ display: 'grid', gap: theme.space[3] }}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        {t('footer.subscribeTitle')}
      </h2>
      <div
        css={{
          display: 'grid',
          gap: theme.space[2],
          [theme.media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'end' },
        }}
      >
        <TextField
          label={t('footer.subscribeLabel')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => onEmailChange(value)}
          error={error}
        />
        <Button type="submit" variant="secondary">
          {t('footer.subscribeButton')}
        </Button>
      </div>
      <div role="status">
        {subscribed ? (
          <p css={{ margin: 0, color: theme.colors.success }}>{t('footer.subscribeSuccess')}</p>
        ) : null}
      </div>
    </form>
  );
}
