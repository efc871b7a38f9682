import styled from '@emotion/styled';
import { formatUsdCents } from '@arena/domain';
import { centsFromUsd } from '@arena/contract';
import { Button, ErrorState, ProfileHeader, ShareButton, Skeleton, StatGrid } from '@arena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../app/paths';
import { useLoad } from '../data/useLoad';
import { PlayerLevelBar } from '../layout/PlayerLevelBar';
import { useApi } from '../session/ApiContext';
import { WidePage as Page } from './page-layout';
import { PageMeta } from './PageMeta';

const Join = styled.section(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[3],
  padding: theme.space[8],
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  textAlign: 'center',
}));

const JoinTitle = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));
const Notice = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.danger }));

async function shareOrCopy(url: string, title: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url, title });
      return;
    } catch (error) {
      // A closed share sheet is not a failure; anything else falls back to copying (spec §8).
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await navigator.clipboard.writeText(url);
}

/** spec §2 /public-profile/:userId: a player's public page; earnings hidden when the owner chose privacy. */
export default function PublicProfilePage() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { userId = '' } = useParams();
  const profile = useLoad(`public-profile:${userId}`, () =>
    userId ? api.publicProfile(userId) : Promise.reject(new Error('missing id')),
  );
  const [shareError, setShareError] = useState<string | null>(null);

  if (!userId) {
    return (
      <Page>
        <ErrorState title={t('errors.profile.userIdRequired')} />
      </Page>
    );
  }
  if (profile.status === 'error') {
    return (
      <Page>
        <PageMeta title={`${t('errors.profile.notFound')} · ${t('app.name')}`} />
        <ErrorState
          title={t('errors.profile.notFound')}
          body={t('publicProfile.notFoundBody')}
          action={
            <Button as={RouterLink} to={paths.home.pattern}>
              {t('publicProfile.goHome')}
            </Button>
          }
        />
      </Page>
    );
  }
  if (profile.status === 'loading') {
    return (
      <Page aria-busy="true">
        <Skeleton shape="block" blockSize="220px" />
      </Page>
    );
  }

  const player = profile.data.data;
  const since = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long' }).format(
    new Date(player.memberSince),
  );
  return (
    <Page>
      <PageMeta
        title={t('publicProfile.meta.title', { name: player.name })}
        description={t('publicProfile.meta.description', { name: player.name })}
      />
      <ProfileHeader
        photoSrc={player.photo}
        fallbackPhotoSrc="/favicon.svg"
        playerName={player.name}
        name={<h1 style={{ margin: 0 }}>{player.name}</h1>}
        memberSince={t('profile.memberSince', { date: since })}
        leaderboardPosition={player.leaderboardPosition}
        leaderboardLabel={(position) => t('profile.leaderboardPosition', { position })}
        levelBar={<PlayerLevelBar levelInfo={player.levelInfo} />}
        actions={
          <ShareButton
            label={t('publicProfile.share')}
            copiedLabel={t('publicProfile.copied')}
            onShare={async () => {
              setShareError(null);
              try {
                await shareOrCopy(window.location.href, player.name);
              } catch (error) {
                setShareError(t('errors.referral.shareFailed'));
                throw error;
              }
            }}
          />
        }
      />
      {shareError ? <Notice role="alert">{shareError}</Notice> : null}
      <StatGrid
        label={t('publicProfile.performance')}
        items={[
          { id: 'wins', label: t('publicProfile.wins'), value: String(player.wins), accent: 'success' },
          { id: 'losses', label: t('publicProfile.losses'), value: String(player.losses) },
          { id: 'rate', label: t('profile.stats.winRate'), value: `${player.winRate}%` },
          { id: 'total', label: t('profile.stats.total'), value: String(player.totalChallenges) },
          player.totalEarningsUSD === undefined
            ? {
                id: 'earnings',
                label: t('profile.stats.earnings'),
                value: t('publicProfile.private'),
                numeric: false,
              }
            : {
                id: 'earnings',
                label: t('profile.stats.earnings'),
                value: formatUsdCents(centsFromUsd(player.totalEarningsUSD)),
                accent: 'gcoin' as const,
              },
        ]}
      />
      <Join aria-labelledby="join-title">
        <JoinTitle id="join-title">{t('publicProfile.joinTitle', { name: player.name })}</JoinTitle>
        <p>{t('publicProfile.joinBody')}</p>
        <Button as={RouterLink} to={paths.join.pattern}>
          {t('nav.joinNow')}
        </Button>
      </Join>
    </Page>
  );
}
