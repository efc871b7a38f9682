// The sandbox Brawl Stars game of GAME_SIGNIN_MODE=sandbox: its players API knows every well-formed
// tag and names it plausibly, and a player can change their in-game name on the sandbox page
// (/sandbox/brawl-stars/players/:tag), as they would in the game, to prove they own the tag
// (docs/decisions/0015). Names live in the database, so every server instance shows the same.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { BrawlStarsApi, BrawlStarsPlayer } from './brawl-stars-api';

export const sandboxBrawlStarsPlayersPath = '/sandbox/brawl-stars/players';
/** As long as the sandbox lets a name be (migration 0012). */
export const sandboxBrawlStarsNameMax = 30;

const generatedNames = ['Spike Fan', 'Colt Main', 'Shelly Star', 'Leon Shadow', 'Mortis Dash', 'Piper Aim'];

/** A stable plausible name for a tag nobody has renamed. */
export function generatedBrawlStarsName(tag: string): string {
  const index = createHash('sha256').update(tag).digest().readUInt32BE(0) % generatedNames.length;
  return `${generatedNames[index]} ${tag.slice(1, 5)}`;
}

/** The sandbox page of a player (the tag without its #, as in the API's %23TAG path). */
export function sandboxBrawlStarsProfileUrl(publicUrl: string, tag: string, code?: string): string {
  const url = new URL(
    `${publicUrl}${sandboxBrawlStarsPlayersPath}/${encodeURIComponent(tag.replace(/^#/, ''))}`,
  );
  if (code) url.searchParams.set('code', code);
  return url.toString();
}

export interface SandboxBrawlStarsGame extends BrawlStarsApi {
  /** The player changes their in-game name (the tag with its #, upper case). */
  rename(tag: string, name: string): Promise<BrawlStarsPlayer>;
}

export function createSandboxBrawlStarsGame(db: Queryable): SandboxBrawlStarsGame {
  return {
    async player(tag) {
      const { rows } = await db.query<{ name: string }>(
        'select name from sandbox_brawl_stars_players where tag = $1',
        [tag],
      );
      return { tag, name: rows[0]?.name ?? generatedBrawlStarsName(tag) };
    },
    async rename(tag, name) {
      await db.query(
        `insert into sandbox_brawl_stars_players (tag, name) values ($1, $2)
         on conflict (tag) do update set name = excluded.name, updated_at = now()`,
        [tag, name],
      );
      return { tag, name };
    },
  };
}
