// Setting up a challenge journey through the API, as a player's browser and an operator would: a Riot
// account linked through the sandbox Riot sign-in (the same three steps the site's pages take), a
// challenge created by the operator API, and waiting for the server's lifecycle to move it on.
import { expect } from 'vitest';
import { apiUrl, call } from './api';

/**
 * Links a sandbox Riot account `<gameName>#ARN` to the player for `game` without a browser: GET
 * /api/auth/riot (the state cookie and the consent page's address), Approve on the sandbox consent form,
 * then POST /api/game/lol/rso with the code, the state and the cookie, as the /rso-login page does.
 */
export async function linkRiotAccount(
  token: string,
  gameName: string,
  game: 'lol' | 'valorant' = 'lol',
): Promise<void> {
  const start = await fetch(
    `${apiUrl}/api/auth/riot?game=${game}${game === 'valorant' ? '&region=europe' : ''}`,
    {
      redirect: 'manual',
    },
  );
  expect(start.status, 'GET /api/auth/riot').toBe(302);
  const cookie = start.headers.getSetCookie()[0]?.split(';', 1)[0] ?? '';
  expect(cookie).toMatch(/^arena_rso_state=/);
  const authorize = new URL(start.headers.get('location') ?? '');
  const approved = await fetch(`${apiUrl}${authorize.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(authorize.searchParams),
      riot_id: 'custom',
      game_name: gameName,
      tag_line: 'ARN',
      decision: 'approve',
    }).toString(),
  });
  expect(approved.status, 'POST /sandbox/riot/authorize').toBe(302);
  const back = new URL(approved.headers.get('location') ?? '');
  const answer = await fetch(`${apiUrl}/api/game/lol/rso`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie },
    body: JSON.stringify({
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      redirect_uri: `${back.origin}${back.pathname}`,
      game,
      ...(game === 'valorant' ? { region: 'europe' } : {}),
    }),
  });
  expect(answer.status, `POST /api/game/lol/rso: ${await answer.clone().text()}`).toBe(200);
}

/** The operator's form (POST /api/admin/challenges): a preset with what the journey changes. */
export async function createChallenge(
  adminToken: string,
  form: {
    title: string;
    gameId: string;
    preset: 'premium' | 'free' | 'daily' | 'booster';
    startsAt: Date;
    minPlayers: number;
    entryFee?: number;
    /** Prizes by rank in USD cents (2 cents a crystal), in place of the preset's. */
    prizes?: { title: string; valueCents: number }[];
  },
): Promise<string> {
  const answer = await call<{ data: { id: string } }>('/api/admin/challenges', {
    method: 'POST',
    token: adminToken,
    body: {
      title: form.title,
      shortDescription: `${form.title}: an end-to-end journey.`,
      description: `<p>${form.title}: an end-to-end journey.</p>`,
      gameId: form.gameId,
      type: form.preset,
      preset: form.preset,
      startsAt: form.startsAt.toISOString(),
      minPlayers: form.minPlayers,
      ...(form.entryFee === undefined ? {} : { entryFee: form.entryFee }),
      ...(form.prizes === undefined ? {} : { prizes: form.prizes }),
    },
  });
  return answer.data.id;
}

export type ChallengeParticipant = {
  userId: string;
  score: number;
  bonus_score: number;
  rank?: number | null;
  user: { name: string };
};

export type ChallengeDetail = {
  id: string;
  title: string;
  status: number;
  startTime: string;
  endTime: string;
  entry_fee: number;
  voidReason?: string;
  participants?: ChallengeParticipant[];
};

export const challengeDetail = async (id: string, token?: string): Promise<ChallengeDetail> =>
  (await call<{ data: ChallengeDetail }>(`/api/challenge/${id}`, token ? { token } : {})).data;

/**
 * Waits until the server's lifecycle (every 30 s in the e2e server, main.ts) has moved the challenge to
 * `status` (1 started; 2 over, or voided with its `voidReason`). A plain loop: it also serves beforeAll,
 * where expect.poll is not available.
 */
export async function waitForChallengeStatus(
  id: string,
  status: number,
  timeout = 75_000,
): Promise<ChallengeDetail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const challenge = await challengeDetail(id);
    if (challenge.status === status) return challenge;
    if (Date.now() > deadline)
      throw new Error(`Challenge ${id} is at status ${challenge.status}, not ${status}, after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
