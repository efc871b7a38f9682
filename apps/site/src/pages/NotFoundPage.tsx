import styled from '@emotion/styled';
import { Button } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { PageMeta } from './PageMeta';

const Section = styled.section(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[4],
  maxInlineSize: 560,
  marginInline: 'auto',
  padding: `${theme.space[12]} ${theme.space[4]}`,
  textAlign: 'center',
}));

const Code = styled.p(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: '4.5rem',
  fontWeight: theme.fontWeights.bold,
  lineHeight: 1,
  color: theme.colors.accent,
}));

const Title = styled.h1(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xxl }));

const Body = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space[3],
  marginBlockStart: theme.space[4],
}));

/** spec §2: a 404 page with Go Back and Return Home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Section aria-labelledby="not-found-title">
      <PageMeta title={t('notFound.meta.title')} />
      <Code aria-hidden="true">{t('notFound.code')}</Code>
      <Title id="not-found-title">{t('notFound.title')}</Title>
      <Body>{t('notFound.body')}</Body>
      <Actions>
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('notFound.goBack')}
        </Button>
        <Button variant="primary" onClick={() => void navigate(paths.home.pattern)}>
          {t('notFound.returnHome')}
        </Button>
      </Actions>
    </Section>
  );
}
