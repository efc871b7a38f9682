import { gameProviders } from '@arena/machines';
import { useCallback, useState } from 'react';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import type { EnrolmentGame } from './EnrolmentDialog';

/**
 * What /challenges reads: the games, the player's linked accounts, the challenges (of the chosen game, or
 * every game's for the featured ones) with the time they were loaded, and the game waitlist. `reload`
 * reads the accounts, the challenges and the waitlist again (after an enrolment, a link, a waitlist join).
 */
export function useChallengesData(gameId: string | undefined) {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const games = useLoad('games', () => api.games());
  const accounts = useLoad(`accounts#${attempt}`, () => api.gameAccounts());
  // No game chosen: every game's challenges, for the featured ones (GET /api/challenge/list).
  // The load time goes along: the featured lists say what is open at that moment.
  const challenges = useLoad(`challenges:${gameId ?? '*'}#${attempt}`, () =>
    (gameId ? api.challenges({ gameId }) : api.challenges()).then((list) => ({
      ...list,
      loadedAt: Date.now(),
    })),
  );
  const waitlist = useLoad(`waitlist#${attempt}`, () => api.gameWaitlist());
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const linked = (id: string) => {
    if (accounts.status !== 'ready') return false;
    const provider = gameProviders[id];
    const gameType = provider === 'riot' ? 'Riot Games' : provider === 'steam' ? 'Steam' : 'Supercell';
    return accounts.data.data.connectedAccounts.some((account) => account.gameType === gameType);
  };

  const gameList = games.status === 'ready' ? games.data.data : [];
  /** What the enrolment dialog needs of a game; unknown accounts count as linked (the server decides). */
  const enrolmentGame = (id: string): EnrolmentGame => ({
    id,
    name: gameList.find((entry) => entry.id === id)?.name ?? id,
    linked: accounts.status !== 'ready' || linked(id),
  });
  const waitlisted = (id: string) => waitlist.status === 'ready' && waitlist.data.data.gameIds.includes(id);

  return { games, accounts, challenges, reload, gameList, linked, enrolmentGame, waitlisted };
}

export type ChallengesData = ReturnType<typeof useChallengesData>;
