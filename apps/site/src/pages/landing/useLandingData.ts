import type { ApiClient } from '@arena/api-client';
import { centsFromUsd } from '@arena/contract';
import { leaderboardLimits, nextChallengeStart, openChallengeCount, sumPrizePoolsCents } from '@arena/domain';
import type { LandingHeroFigures, LandingStats, LeaderboardEntry } from '@arena/ui';
import { useLoad } from '../../data/useLoad';
import { useRenderClock } from '../../data/useRenderClock';
import { useLiveReload } from '../../live/useLiveReload';

export type LandingData = {
  /** The time the figures were computed at (the render time while a server-rendered page hydrates). */
  now: Date;
  /** null while loading. */
  figures: LandingHeroFigures | null;
  /** null while loading; 'hidden' when the dashboard could not load (the band is left out). */
  stats: LandingStats | null | 'hidden';
  /** null while loading; 'hidden' when the leaderboard could not load. */
  topPlayers: readonly LeaderboardEntry[] | null | 'hidden';
};

/**
 * What the landing page reads as a visitor (spec §2 landing): the public dashboard, the top five and
 * the challenge list, turned into the hero's live figures (sums in packages/domain, USD cents inside).
 */
export function useLandingData(api: ApiClient): LandingData {
  const dashboard = useLoad('landing:dashboard', () => api.dashboard());
  // Only what the figures read is kept: a server-rendered page carries its loads in its HTML, and the
  // whole list (descriptions, rules, art) was 72 kB of JSON on the landing page (issue 15).
  const challenges = useLoad('landing:challenges', async () =>
    (await api.challenges()).data.map((challenge) => ({
      status: challenge.status,
      startTime: challenge.startTime,
      prizes: challenge.prizes.map((prize) => ({ value: centsFromUsd(prize.value) })),
    })),
  );
  const leaderboard = useLoad('landing:leaderboard', () => api.leaderboard(leaderboardLimits.landingLimit));
  // Live (decision 0033): a finish, a name or a privacy change reloads the top five and the figures in place.
  useLiveReload(
    'landing:leaderboard',
    (onChange) => api.subscribeLeaderboard(onChange),
    leaderboard.reload,
    dashboard.reload,
  );

  const now = useRenderClock();
  const open = challenges.status === 'ready' ? challenges.data : null;
  const paidCents =
    dashboard.status === 'ready' ? centsFromUsd(dashboard.data.data.total_prize_value_dispersed) : null;

  const figures: LandingHeroFigures | null =
    dashboard.status === 'loading' || challenges.status === 'loading'
      ? null
      : {
          prizePoolsCents: open ? sumPrizePoolsCents(open, now) : null,
          openChallenges: open ? openChallengeCount(open, now) : null,
          nextStart: open ? nextChallengeStart(open, now) : null,
          prizesPaidCents: paidCents,
        };

  return {
    now,
    figures,
    stats:
      dashboard.status === 'loading'
        ? null
        : dashboard.status === 'error'
          ? 'hidden'
          : {
              uniqueParticipants: dashboard.data.data.unique_participants,
              prizesPaidCents: paidCents ?? 0,
              completedChallenges: dashboard.data.data.completed_challenges,
            },
    topPlayers:
      leaderboard.status === 'loading'
        ? null
        : leaderboard.status === 'error'
          ? 'hidden'
          : leaderboard.data.data.leaderboard,
  };
}
