import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './PageMeta';
import { Lead, PageSection, PageTitle, SectionHeading } from './page-layout';

const GameList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
}));

const Game = styled.li(({ theme }) => ({
  padding: theme.space[4],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  fontWeight: theme.fontWeights.semibold,
  textAlign: 'center',
}));

const Steps = styled.ol(({ theme }) => ({
  margin: 0,
  paddingInlineStart: theme.space[6],
  display: 'grid',
  gap: theme.space[2],
  color: theme.colors.textMuted,
}));

// spec §2 /about: a static marketing page listing CS:GO, Valorant, League of Legends, Dota 2.
const games = ['cs2', 'valorant', 'lol', 'dota2'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageSection aria-labelledby="about-title">
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} />
      <PageTitle id="about-title">{t('about.title')}</PageTitle>
      <Lead>{t('about.intro')}</Lead>
      <SectionHeading>{t('about.gamesTitle')}</SectionHeading>
      <GameList>
        {games.map((game) => (
          <Game key={game} lang="en">
            {t(`games.${game}`)}
          </Game>
        ))}
      </GameList>
      <SectionHeading>{t('about.howTitle')}</SectionHeading>
      <Steps>
        <li>{t('about.how1')}</li>
        <li>{t('about.how2')}</li>
        <li>{t('about.how3')}</li>
        <li>{t('about.how4')}</li>
      </Steps>
    </PageSection>
  );
}
