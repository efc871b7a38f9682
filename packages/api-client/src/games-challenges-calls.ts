// Games and challenges (spec §7 Games and challenges): lists, details, waitlists, enrolment.
import {
  challengeDetailResponseSchema,
  challengeListResponseSchema,
  enrollResponseSchema,
  gamesResponseSchema,
  gameWaitlistResponseSchema,
  joinGameWaitlistResponseSchema,
  scoringBreakdownResponseSchema,
  type ChallengeDetailResponse,
  type ChallengeListResponse,
  type ChallengeStatusCode,
  type EnrollResponse,
  type GamesResponse,
  type GameWaitlistResponse,
  type JoinGameWaitlistResponse,
  type ScoringBreakdownResponse,
} from '@arena/contract';
import { presentParams } from './call-helpers';
import type { ClientCore } from './core';

export function gamesChallengesCalls(core: ClientCore) {
  const { authed, send, callerAware } = core;
  return {
    // Games and challenges (spec §7 Games and challenges)
    games: (): Promise<GamesResponse> => send(gamesResponseSchema, '/api/game', { method: 'get' }, 'none'),
    /** The caller's waitlisted game ids, in game order (spec §2: an inactive game shows the waitlist). */
    gameWaitlist: (): Promise<GameWaitlistResponse> =>
      authed(gameWaitlistResponseSchema, '/api/game/waitlist'),
    /** Joining again answers the same; an active or unknown game throws with the server's message. */
    joinGameWaitlist: (gameId: string): Promise<JoinGameWaitlistResponse> =>
      authed(joinGameWaitlistResponseSchema, `/api/game/${encodeURIComponent(gameId)}/waitlist`, {
        method: 'post',
      }),
    challenges: (
      query: { gameId?: string; status?: ChallengeStatusCode; finishedBefore?: string } = {},
    ): Promise<ChallengeListResponse> =>
      callerAware(challengeListResponseSchema, '/api/challenge/list', {
        searchParams: presentParams({
          gameId: query.gameId,
          status: query.status,
          finishedBefore: query.finishedBefore,
        }),
      }),
    challenge: (id: string): Promise<ChallengeDetailResponse> =>
      callerAware(challengeDetailResponseSchema, `/api/challenge/${encodeURIComponent(id)}`),
    /** The caller's own scoring breakdown (decision 0032): 403 when they have not joined, 404 when no such challenge. */
    scoringBreakdown: (challengeId: string): Promise<ScoringBreakdownResponse> =>
      authed(scoringBreakdownResponseSchema, `/api/challenge/${encodeURIComponent(challengeId)}/breakdown`),
    /** A refusal throws an http ApiError carrying the server's message (spec §8 Enrolment). */
    enroll: (challengeId: string): Promise<EnrollResponse> =>
      authed(enrollResponseSchema, '/api/challenge/enroll', { method: 'post', json: { challengeId } }),
  };
}
