import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../app/paths';
import { useSession } from '../session/SessionProvider';
import { PageMeta } from './PageMeta';
import { DashboardStats, TopPlayers } from './landing/LandingHighlights';

const Hero = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  padding: `${theme.space[12]} ${theme.space[4]}`,
  background: `radial-gradient(120% 90% at 50% 0%, ${theme.colors.surfaceRaised} 0%, ${theme.colors.background} 70%)`,
  borderBlockEnd: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  [theme.media.desktop]: { paddingBlock: '96px' },
}));

const HeroInner = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  maxInlineSize: 760,
  marginInline: 'auto',
  textAlign: 'center',
  justifyItems: 'center',
}));

const Eyebrow = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.accent,
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.sm,
  letterSpacing: theme.lang === 'en' ? '0.08em' : 0,
  textTransform: theme.lang === 'en' ? 'uppercase' : 'none',
}));

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: 'clamp(2rem, 7vw, 3.5rem)',
  lineHeight: theme.lineHeights.tight,
}));

const Lead = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.lg,
  maxInlineSize: 620,
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space[3],
  marginBlockStart: theme.space[2],
}));

const CallToAction = styled(RouterLink)<{ tone: 'primary' | 'secondary' }>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: 48,
  paddingInline: theme.space[6],
  borderRadius: theme.radii.md,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'none',
  ...(tone === 'primary'
    ? {
        background: theme.colors.accent,
        color: theme.colors.onAccent,
        '&:hover': { background: theme.colors.accentHover },
      }
    : {
        color: theme.colors.text,
        border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
        background: theme.colors.surface,
        '&:hover': { background: theme.colors.surfaceHover },
      }),
}));

const Section = styled.section(({ theme }) => ({
  maxInlineSize: 1200,
  marginInline: 'auto',
  padding: `${theme.space[12]} ${theme.space[4]} 0`,
}));

const SectionTitle = styled.h2(({ theme }) => ({
  margin: `0 0 ${theme.space[6]}`,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xxl,
  textAlign: 'center',
}));

const FeatureGrid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[4],
  [theme.media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [theme.media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
}));

const Feature = styled.li(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  alignContent: 'start',
  padding: theme.space[6],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
}));

const FeatureIcon = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: 44,
  blockSize: 44,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceRaised,
  color: theme.colors.accent,
}));

const FeatureTitle = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg }));

const FeatureBody = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Closing = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[4],
  padding: theme.space[8],
  borderRadius: theme.radii.lg,
  background: `linear-gradient(135deg, ${theme.colors.surfaceRaised}, ${theme.colors.surface})`,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  textAlign: 'center',
}));

const features = [
  { key: 'weekly', icon: 'M4 6h16M4 12h16M4 18h10' },
  { key: 'pros', icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9L12 3z' },
  {
    key: 'games',
    icon: 'M6 9h4M8 7v4M15 8h.01M18 10h.01M7 4h10a5 5 0 0 1 5 5v3a5 5 0 0 1-9 3h-2a5 5 0 0 1-9-3V9a5 5 0 0 1 5-5z',
  },
  {
    key: 'events',
    icon: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  },
] as const;

/** spec §2 landing: hero, four feature cards, call to action; a `?token=` is stored and sends to /join. */
export default function LandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, status } = useSession();
  const token = params.get('token');
  // A signed-in player is not asked to create an account: the calls to action lead to the challenges.
  const player = status === 'loggedIn';

  useEffect(() => {
    if (!token) return;
    signIn(token);
    void navigate(paths.join.pattern, { replace: true });
  }, [token, signIn, navigate]);

  return (
    <>
      <PageMeta title={t('landing.meta.title')} description={t('landing.meta.description')} />
      <Hero aria-labelledby="hero-title">
        <HeroInner>
          <Eyebrow>{t('landing.hero.eyebrow')}</Eyebrow>
          <Title id="hero-title">{t('landing.hero.title')}</Title>
          <Lead>{t('landing.hero.subtitle')}</Lead>
          <Actions>
            {player ? (
              <CallToAction tone="primary" to={paths.challenges.pattern}>
                {t('landing.hero.viewChallenges')}
              </CallToAction>
            ) : (
              <>
                <CallToAction tone="primary" to={paths.join.pattern}>
                  {t('landing.hero.getStarted')}
                </CallToAction>
                <CallToAction tone="secondary" to={paths.challenges.pattern}>
                  {t('landing.hero.viewChallenges')}
                </CallToAction>
              </>
            )}
          </Actions>
        </HeroInner>
      </Hero>
      <DashboardStats />
      <Section aria-labelledby="features-title">
        <SectionTitle id="features-title">{t('landing.features.title')}</SectionTitle>
        <FeatureGrid>
          {features.map(({ key, icon }) => (
            <Feature key={key}>
              <FeatureIcon>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d={icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </FeatureIcon>
              <FeatureTitle>{t(`landing.features.${key}.title`)}</FeatureTitle>
              <FeatureBody>{t(`landing.features.${key}.body`)}</FeatureBody>
            </Feature>
          ))}
        </FeatureGrid>
      </Section>
      <TopPlayers />
      <Section aria-labelledby="cta-title">
        <Closing>
          <SectionTitle id="cta-title" style={{ marginBlockEnd: 0 }}>
            {player ? t('landing.ctaPlayer.title') : t('landing.cta.title')}
          </SectionTitle>
          <FeatureBody>{player ? t('landing.ctaPlayer.body') : t('landing.cta.body')}</FeatureBody>
          <CallToAction tone="primary" to={player ? paths.challenges.pattern : paths.join.pattern}>
            {player ? t('landing.ctaPlayer.button') : t('landing.cta.button')}
          </CallToAction>
        </Closing>
      </Section>
    </>
  );
}
