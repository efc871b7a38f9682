import { href, paths } from '../../app/paths';

// Where a game-account link comes back to (issue 13). The game's sign-in leaves the site (Riot, Steam),
// so the game, and the challenge the player was joining, wait in this tab's sessionStorage until the
// return page (/rso-login/:game, /steam-callback) or the Brawl Stars dialog has linked the account.
export type LinkReturn = { gameId: string; challengeId?: string };

const storageKey = 'arena.linkReturn';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the game being linked; without a challenge it keeps one already waiting for that game. */
export function rememberLinkReturn(gameId: string, challengeId?: string): void {
  const pending = readLinkReturn();
  const next: LinkReturn =
    challengeId !== undefined
      ? { gameId, challengeId }
      : pending?.gameId === gameId && pending.challengeId
        ? pending
        : { gameId };
  storage()?.setItem(storageKey, JSON.stringify(next));
}

export function readLinkReturn(): LinkReturn | null {
  const raw = storage()?.getItem(storageKey);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LinkReturn>;
    if (typeof value.gameId !== 'string' || !/^[a-z0-9_-]{1,50}$/i.test(value.gameId)) return null;
    return typeof value.challengeId === 'string' && value.challengeId !== ''
      ? { gameId: value.gameId, challengeId: value.challengeId }
      : { gameId: value.gameId };
  } catch {
    return null;
  }
}

export function clearLinkReturn(): void {
  storage()?.removeItem(storageKey);
}

/** The page a finished link goes back to: that game's challenges, or /challenges when none is known. */
export function linkReturnPath(gameId?: string | null): string {
  const id = gameId ?? readLinkReturn()?.gameId;
  return id ? href('challengesForGame', { gameId: id }) : paths.challenges.pattern;
}
