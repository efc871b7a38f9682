import type { ChallengeFilter } from '@arena/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { href } from '../../app/paths';

const filterOf: Record<string, ChallengeFilter> = {
  premium: 'premium',
  daily: 'daily',
  free: 'free',
  boosters: 'boosters',
};

/**
 * The filters above a game's challenge cards: the type in the path (spec §2 /challenges/:gameId/:type)
 * and "Eligible for me" (issue 34) as `?eligible=1`, kept when the type changes.
 */
export function useChallengeListFilters(gameId: string | undefined, type: string | undefined) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter: ChallengeFilter = (type && filterOf[type]) || 'all';
  const eligibleOnly = search.get('eligible') === '1';
  const chooseFilter = useCallback(
    (value: ChallengeFilter) => {
      const game = gameId ?? '';
      const path =
        value === 'all'
          ? href('challengesForGame', { gameId: game })
          : href('challengesForGameAndType', { gameId: game, type: value });
      void navigate(eligibleOnly ? `${path}?eligible=1` : path);
    },
    [gameId, eligibleOnly, navigate],
  );
  const setEligibleOnly = useCallback(
    (on: boolean) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set('eligible', '1');
          else next.delete('eligible');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { filter, chooseFilter, eligibleOnly, setEligibleOnly };
}
