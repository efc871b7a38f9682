import type { ApiClient } from '@arena/api-client';
import { centsFromUsd } from '@arena/contract';
import { leaderboardLimits, nextChallengeStart, openChallengeCount, sumPrizePoolsCents } from '@arena/domain';
import type { LandingChallenge } from '@arena/domain';
import type { LandingHeroFigures, LandingStats, LeaderboardEntry } from '@arena/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { settle } from '../../app/route-data';
import { useRenderClock } from '../../data/useRenderClock';
import { useLiveReload } from '../../live/useLiveReload';

export type LandingData = {
  /** The time the figures were computed at (the render time while a server-rendered page hydrates). */
  now: Date;
  figures: LandingHeroFigures;
  /** 'hidden' when the dashboard could not load (the band is left out). */
  stats: LandingStats | 'hidden';
  /** 'hidden' when the leaderboard could not load. */
  topPlayers: readonly LeaderboardEntry[] | 'hidden';
};

/** The landing page's route loader (app/route-data.ts): what its figures, bands and podium read. */
export async function landingLoader(api: ApiClient) {
  const [dashboard, challenges, leaderboard] = await Promise.all([
    settle(api.dashboard()),
    // Only what the figures read is kept: a server-rendered page carries its data in its HTML, and the
    // whole list (descriptions, rules, art) was 72 kB of JSON on the landing page (issue 15).
    settle(
      api.challenges().then(({ data }): LandingChallenge[] =>
        data.map((challenge) => ({
          status: challenge.status,
          startTime: challenge.startTime,
          prizes: challenge.prizes.map((prize) => ({ value: centsFromUsd(prize.value) })),
        })),
      ),
    ),
    settle(api.leaderboard(leaderboardLimits.landingLimit)),
  ]);
  return { dashboard, challenges, leaderboard };
}

type LandingLoaded = Awaited<ReturnType<typeof landingLoader>>;

/**
 * What the landing page reads as a visitor (spec §2 landing): the public dashboard, the top five and
 * the challenge list (its loader's answers), turned into the hero's live figures (sums in packages/domain,
 * USD cents inside).
 */
export function useLandingData(api: ApiClient): LandingData {
  const { dashboard, challenges, leaderboard } = useLoaderData() as LandingLoaded;
  const { revalidate } = useRevalidator();
  // Live (decision 0033): a finish, a name or a privacy change loads the top five and the figures again,
  // in place.
  useLiveReload(
    'landing:leaderboard',
    (onChange) => api.subscribeLeaderboard(onChange),
    () => {
      void revalidate();
    },
  );

  const now = useRenderClock();
  const open = challenges.ok ? challenges.data : null;
  const paidCents = dashboard.ok ? centsFromUsd(dashboard.data.data.total_prize_value_dispersed) : null;
  const figures: LandingHeroFigures = {
    prizePoolsCents: open ? sumPrizePoolsCents(open, now) : null,
    openChallenges: open ? openChallengeCount(open, now) : null,
    nextStart: open ? nextChallengeStart(open, now) : null,
    prizesPaidCents: paidCents,
  };

  return {
    now,
    figures,
    stats: dashboard.ok
      ? {
          uniqueParticipants: dashboard.data.data.unique_participants,
          prizesPaidCents: paidCents ?? 0,
          completedChallenges: dashboard.data.data.completed_challenges,
        }
      : 'hidden',
    topPlayers: leaderboard.ok ? leaderboard.data.data.leaderboard : 'hidden',
  };
}
