import styled from '@emotion/styled';
import { validateContactForm } from '@arena/domain';
import { Button, TextField } from '@arena/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './PageMeta';
import { PageSection, PageTitle, Lead } from './page-layout';

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[6],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
}));

const FormError = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.danger,
  fontWeight: theme.fontWeights.semibold,
}));

const Sent = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  justifyItems: 'start',
  padding: theme.space[6],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `${theme.borderWidths.accent} solid ${theme.colors.success}`,
}));

const SentTitle = styled.h2(({ theme }) => ({
  margin: 0,
  color: theme.colors.success,
  fontSize: theme.fontSizes.xl,
}));

type Fields = { name: string; email: string; subject: string; message: string };
const empty: Fields = { name: '', email: '', subject: '', message: '' };

/** spec §2 /contact: name, email, message required, subject optional; nothing is sent; 'Message Sent!'. */
export default function ContactPage() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(empty);
  const [formError, setFormError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const set = (field: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateContactForm(fields);
    if (!result.ok) {
      const required = result.errors.find((error) => error.code === 'required');
      const email = result.errors.find((error) => error.code === 'emailInvalid');
      setFormError(required ? t(required.messageKey) : null);
      setEmailError(email ? t(email.messageKey) : null);
      return;
    }
    setFormError(null);
    setEmailError(null);
    setSent(true);
  }

  return (
    <PageSection aria-labelledby="contact-title">
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageTitle id="contact-title">{t('contact.title')}</PageTitle>
      <Lead>{t('contact.intro')}</Lead>
      {sent ? (
        <Sent role="status">
          <SentTitle>{t('contact.sent')}</SentTitle>
          <p>{t('contact.sentBody')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setFields(empty);
              setSent(false);
            }}
          >
            {t('contact.sendAnother')}
          </Button>
        </Sent>
      ) : (
        <Form noValidate onSubmit={submit} aria-labelledby="contact-title">
          <TextField
            label={t('contact.name')}
            required
            requiredLabel={t('contact.required')}
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
          />
          <TextField
            label={t('contact.email')}
            type="email"
            required
            requiredLabel={t('contact.required')}
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            error={emailError ?? undefined}
          />
          <TextField
            label={t('contact.subject')}
            hint={t('contact.optional')}
            value={fields.subject}
            onChange={set('subject')}
          />
          <TextField
            label={t('contact.message')}
            multiline
            rows={6}
            required
            requiredLabel={t('contact.required')}
            maxLength={2000}
            value={fields.message}
            onChange={set('message')}
          />
          <div role="alert">{formError ? <FormError>{formError}</FormError> : null}</div>
          <div>
            <Button type="submit">{t('contact.send')}</Button>
          </div>
        </Form>
      )}
    </PageSection>
  );
}
