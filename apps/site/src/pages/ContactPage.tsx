import { contactFormMachine } from '@arena/machines';
import { ContactForm } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './PageMeta';
import { Lead, PageSection, PageTitle } from './page-layout';
import { HydrationPart } from '../app/HydrationPart';

/**
 * spec §2 /contact: name, email and message required, subject optional; nothing is sent to a server;
 * 'Message Sent!'. The contact-form machine holds the fields, the errors and the sent step.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(contactFormMachine);
  const { fields, formError, emailError } = snapshot.context;
  return (
    <PageSection aria-labelledby="contact-title">
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageTitle id="contact-title">{t('contact.title')}</PageTitle>
      <Lead>{t('contact.intro')}</Lead>
      <HydrationPart>
        <ContactForm
          status={snapshot.matches('sent') ? 'sent' : 'editing'}
          values={fields}
          formError={formError}
          emailError={emailError}
          labelledBy="contact-title"
          onChange={(field, value) => send({ type: 'field.change', field, value })}
          onSubmit={() => send({ type: 'submit' })}
          onAgain={() => send({ type: 'again' })}
        />
      </HydrationPart>
    </PageSection>
  );
}
