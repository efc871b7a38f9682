import { centsFromUsd } from '@arena/contract';
import { formatUsdCents, isolate } from '@arena/domain';
import {
  Button,
  EmptyState,
  ErrorState,
  JoinInvite,
  MessageBanner,
  ProfileHeader,
  ShareButton,
  StatGrid,
} from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import { paths } from '../app/paths';
import { settle } from '../app/route-data';
import type { PageLoader } from '../app/route-data';
import { useMessageText } from '../i18n/useMessage';
import { PlayerLevelBar } from '../layout/PlayerLevelBar';
import { WidePage as Page } from './page-layout';
import { PageMeta } from './PageMeta';
import { currentTierName } from './profile/tier';
import { HydrationPart } from '../app/HydrationPart';
import { useHydrated } from '../data/useHydrated';
import { useSession } from '../session/SessionProvider';
import { useBrowserShare } from './use-browser-share';

/** The page's route loader (app/route-data.ts): the player's public profile, or that there is none. */
export const loader = ((api, { params }) =>
  settle(
    params.userId ? api.publicProfile(params.userId) : Promise.reject(new Error('missing id')),
  )) satisfies PageLoader;

/**
 * spec §2 /public-profile/:userId: a player's public page (generated avatar without a photo, tier
 * badge, statistics; earnings hidden when the owner chose privacy), a share button (share machine:
 * share, else copy, spec §8 failure text) and a call to join.
 */
export default function PublicProfilePage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const { userId = '' } = useParams();
  const profile = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { status } = useSession();
  const hydrated = useHydrated();
  const [share, sendShare] = useBrowserShare();

  if (!userId) {
    return (
      <Page>
        <ErrorState title={t('errors.profile.userIdRequired')} />
      </Page>
    );
  }
  if (!profile.ok) {
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
      <HydrationPart>
        <ProfileHeader
          photoSrc={player.photo}
          playerId={player.id}
          playerName={player.name}
          tier={currentTierName(player.levelInfo)}
          memberSince={t('profile.memberSince', { date: since })}
          leaderboardPosition={player.leaderboardPosition}
          levelBar={<PlayerLevelBar levelInfo={player.levelInfo} />}
          actions={
            <ShareButton
              label={t('publicProfile.share')}
              copiedLabel={t('publicProfile.copied')}
              copied={share.matches('copied')}
              onShare={() => sendShare({ type: 'share', url: window.location.href, title: player.name })}
            />
          }
        />
      </HydrationPart>
      {share.matches('failed') ? (
        <MessageBanner tone="error">{text(share.context.error)}</MessageBanner>
      ) : null}
      <HydrationPart>
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
      </HydrationPart>
      {player.totalChallenges === 0 ? (
        <EmptyState
          title={t('profile.empty.title')}
          body={t('publicProfile.emptyBody', { name: isolate(player.name) })}
          action={
            <Button as={RouterLink} to={paths.challenges.pattern} variant="secondary">
              {t('profile.empty.action')}
            </Button>
          }
        />
      ) : null}
      {/* An invitation to sign up is for visitors (issue 34): a signed-in reader, the owner included, sees
          none. The server renders it for everyone; it goes once the browser knows who is reading. */}
      {hydrated && status === 'loggedIn' ? null : (
        <HydrationPart>
          <JoinInvite
            playerName={player.name}
            action={
              <Button as={RouterLink} to={paths.join.pattern}>
                {t('nav.joinNow')}
              </Button>
            }
          />
        </HydrationPart>
      )}
    </Page>
  );
}
