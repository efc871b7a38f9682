// A signed-in caller's own part of the challenge list and page (issue 35): which challenges they joined, with
// the skill level and bracket fixed at their entry (decision 0028), and their bracket per game as enrolment
// would compute it now (caller-brackets.ts). The shared part comes from the visitor's cache (decision 0030);
// this part is kept per instance and per player, like `me` (decision 0065), and dropped by what changes it:
// `me:<id>` (a challenge joined: the enrolment announces it after its COMMIT), `account:<id>` (the database
// announces any change of the account's row and game accounts: a link, an unlink, a new rank),
// `player:<id>` (a match counted for them: their recent points move their bracket) and `*`.
import type { SkillBracket } from '@arena/domain';
import { cachePerInstance } from '../auth/session-cache';
import type { Database } from '../db/database';
import { callerBrackets } from './caller-brackets';

export interface Entry {
  entrySkillLevel: number;
  entrySkillBracket: number;
}

export interface CallerFlags {
  /** challenge id → the caller's entry. */
  joined: Map<string, Entry>;
  /** game id → the caller's bracket now (absent: no live linked account for the game). */
  brackets: Map<string, SkillBracket>;
}

const callerFlagsFor = cachePerInstance<CallerFlags>(['account:', 'me:', 'player:']);

/** The caller's flags: from this instance's memory, or two indexed reads. */
export function callerFlags(database: Database, userId: string): Promise<CallerFlags> {
  return callerFlagsFor(database.changes)
    .read(userId, null, () => readCallerFlags(database, userId))
    .then((flags) => flags ?? { joined: new Map(), brackets: new Map() });
}

async function readCallerFlags(database: Database, userId: string): Promise<CallerFlags> {
  const [participations, brackets] = await Promise.all([
    database.query<{ challenge_id: string; skill_level: number; skill_bracket: number }>(
      'select challenge_id, skill_level, skill_bracket from challenge_participants where user_id = $1',
      [userId],
    ),
    callerBrackets(database, userId, null),
  ]);
  return {
    joined: new Map(
      participations.rows.map((row) => [
        row.challenge_id,
        { entrySkillLevel: Number(row.skill_level), entrySkillBracket: Number(row.skill_bracket) },
      ]),
    ),
    brackets,
  };
}
