import { useTranslation } from 'react-i18next';
import { PageMeta } from './PageMeta';
import { Lead, PageSection, PageTitle, Paragraph, SectionHeading } from './page-layout';

// The sections of each legal page, in order; their texts live in the locale files.
const sections = {
  privacy: [
    'collect',
    'use',
    'share',
    'passport',
    'cookies',
    'retention',
    'export',
    'erasure',
    'rights',
    'contact',
  ],
  terms: ['eligibility', 'accounts', 'challenges', 'currency', 'withdrawals', 'conduct', 'law'],
} as const;

/** spec §2 /privacy and /terms: static pages; the terms state age 13 and parental consent under 18. */
export function LegalPage({ page }: { page: keyof typeof sections }) {
  const { t } = useTranslation();
  return (
    <PageSection aria-labelledby={`${page}-title`}>
      <PageMeta title={t(`${page}.meta.title`)} description={t(`${page}.meta.description`)} />
      <PageTitle id={`${page}-title`}>{t(`${page}.title`)}</PageTitle>
      <Lead>{t(`${page}.updated`)}</Lead>
      {sections[page].map((section) => (
        <div key={section}>
          <SectionHeading>{t(`${page}.${section}.title`)}</SectionHeading>
          <Paragraph>{t(`${page}.${section}.body`)}</Paragraph>
        </div>
      ))}
    </PageSection>
  );
}
