import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './PageMeta';

export type PlaceholderArea =
  | 'challenges'
  | 'challenge'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'publicProfile'
  | 'join'
  | 'profile'
  | 'referral'
  | 'store'
  | 'wallet';

const Section = styled.section(({ theme }) => ({
  maxInlineSize: 720,
  marginInline: 'auto',
  padding: `${theme.space[12]} ${theme.space[4]}`,
}));

const Title = styled.h1(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xxl }));

const Body = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

/** A route whose page arrives with a later issue: the route and its guard are real already. */
export function PlaceholderPage({ area }: { area: PlaceholderArea }) {
  const { t } = useTranslation();
  const title = t(`placeholder.title.${area}`);
  return (
    <Section aria-labelledby="placeholder-title">
      <PageMeta title={`${title} · ${t('app.name')}`} />
      <Title id="placeholder-title">{title}</Title>
      <Body>{t('placeholder.body')}</Body>
    </Section>
  );
}
