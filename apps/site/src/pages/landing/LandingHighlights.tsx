import styled from '@emotion/styled';
import { formatUsdCents, leaderboardLimits } from '@arena/domain';
import { centsFromUsd } from '@arena/contract';
import { Button, LeaderboardPodium, StatsStrip } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { href } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { communityUrl } from '../../layout/community';
import { api } from '../../session/api';

const Section = styled.section(({ theme }) => ({
  display: 'grid',
  // minmax(0, 1fr): the podium's long names may shrink (with an ellipsis) instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space[6],
  maxInlineSize: 1200,
  marginInline: 'auto',
  padding: `${theme.space[12]} ${theme.space[4]} 0`,
}));

const SectionTitle = styled.h2(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xxl,
  textAlign: 'center',
}));

const Centre = styled.div({ display: 'flex', justifyContent: 'center' });

const numberFormat = new Intl.NumberFormat('en-US');

/** spec §2 landing: the stats strip from the public dashboard. Hidden if it cannot load. */
export function DashboardStats() {
  const { t } = useTranslation();
  const dashboard = useLoad('dashboard', () => api.dashboard());
  if (dashboard.status === 'error') return null;
  const data = dashboard.status === 'ready' ? dashboard.data.data : null;
  return (
    <Section aria-labelledby="stats-title">
      <SectionTitle id="stats-title">{t('landing.stats.title')}</SectionTitle>
      <StatsStrip
        loading={!data}
        loadingLabel={t('landing.stats.loading')}
        loadingCount={3}
        items={
          data
            ? [
                {
                  id: 'participants',
                  label: t('landing.stats.participants'),
                  value: numberFormat.format(data.unique_participants),
                },
                {
                  id: 'prizes',
                  label: t('landing.stats.prizes'),
                  value: formatUsdCents(centsFromUsd(data.total_prize_value_dispersed)),
                },
                {
                  id: 'completed',
                  label: t('landing.stats.completed'),
                  value: numberFormat.format(data.completed_challenges),
                },
              ]
            : []
        }
      />
    </Section>
  );
}

/**
 * spec §2 landing: the top-5 leaderboard, rank 1 in the centre (sides swap in right-to-left languages),
 * hidden if loading fails or the list is empty; a player opens their public profile in a new tab.
 */
export function TopPlayers() {
  const { t } = useTranslation();
  const leaderboard = useLoad('leaderboard', () => api.leaderboard(leaderboardLimits.landingLimit));
  if (leaderboard.status === 'error') return null;
  if (leaderboard.status === 'ready' && leaderboard.data.data.leaderboard.length === 0) return null;
  return (
    <Section aria-labelledby="leaderboard-title">
      <SectionTitle id="leaderboard-title">{t('landing.leaderboard.title')}</SectionTitle>
      <LeaderboardPodium
        label={t('landing.leaderboard.title')}
        entries={leaderboard.status === 'ready' ? leaderboard.data.data.leaderboard : []}
        loading={leaderboard.status === 'loading'}
        loadingLabel={t('landing.leaderboard.loading')}
        hrefFor={(userId) => href('publicProfile', { userId })}
        newTabLabel={t('common.opensInNewTab')}
        rankLabel={(rank) => t('landing.leaderboard.rank', { rank })}
        fallbackPhotoSrc="/favicon.svg"
      />
      <Centre>
        <Button as="a" href={communityUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
          {t('nav.community')}
        </Button>
      </Centre>
    </Section>
  );
}
