import { css, useTheme } from '@emotion/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { TextField } from '../TextField';

export type ContactFormField = 'name' | 'email' | 'subject' | 'message';
export type ContactFormValues = Record<ContactFormField, string>;

export interface ContactFormProps {
  /** 'editing' shows the form; 'sent' the "Message Sent!" confirmation. */
  status: 'editing' | 'sent';
  values: ContactFormValues;
  /** Message key of the form's error, e.g. 'validation.contact.required' (spec §8). */
  formError?: string | null;
  /** Message key of the email field's error, e.g. 'validation.email.invalid'. */
  emailError?: string | null;
  onChange: (field: ContactFormField, value: string) => void;
  onSubmit: () => void;
  /** "Send another message" on the confirmation. */
  onAgain: () => void;
  /** The id of the page heading that names the form. */
  labelledBy?: string;
}

/**
 * The contact form (spec §2 /contact): name, email and message required, subject optional, a message
 * of at most 2,000 characters; the spec's validation messages; and the "Message Sent!" confirmation.
 * Controlled: the page runs the contact-form machine. Owns its words (contact.*).
 */
export function ContactForm({
  status,
  values,
  formError,
  emailError,
  onChange,
  onSubmit,
  onAgain,
  labelledBy,
}: ContactFormProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const panel = css`
    display: grid;
    gap: ${theme.space[4]};
    padding: ${theme.space[6]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
  `;

  if (status === 'sent') {
    return (
      <div
        role="status"
        css={[
          panel,
          css`
            justify-items: start;
            border: ${theme.borderWidths.accent} solid ${theme.colors.success};
          `,
        ]}
      >
        <h2
          css={css`
            margin: 0;
            color: ${theme.colors.success};
            font-size: ${theme.fontSizes.xl};
          `}
        >
          {t('contact.sent')}
        </h2>
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('contact.sentBody')}
        </p>
        <Button variant="secondary" onClick={onAgain}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={labelledBy} css={panel}>
      <TextField
        label={t('contact.name')}
        required
        requiredLabel={t('contact.required')}
        autoComplete="name"
        value={values.name}
        onChange={(value) => onChange('name', value)}
      />
      <TextField
        label={t('contact.email')}
        type="email"
        required
        requiredLabel={t('contact.required')}
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={emailError ? t(emailError) : undefined}
      />
      <TextField
        label={t('contact.subject')}
        hint={t('contact.optional')}
        value={values.subject}
        onChange={(value) => onChange('subject', value)}
      />
      <TextField
        label={t('contact.message')}
        multiline
        rows={6}
        required
        requiredLabel={t('contact.required')}
        maxLength={2000}
        value={values.message}
        onChange={(value) => onChange('message', value)}
      />
      <div role="alert">
        {formError ? (
          <p
            css={css`
              margin: 0;
              color: ${theme.colors.danger};
              font-weight: ${theme.fontWeights.semibold};
            `}
          >
            {t(formError)}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit">{t('contact.send')}</Button>
      </div>
    </form>
  );
}
