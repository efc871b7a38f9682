// Operator console: challenges, games and images (issue 12, admin only).
import {
  adminChallengeCreatedResponseSchema,
  adminChallengeResponseSchema,
  adminChallengesResponseSchema,
  adminGamesResponseSchema,
  adminImageUploadResponseSchema,
  cancelChallengeResponseSchema,
  finishNowResponseSchema,
  gameResponseSchema,
  type AdminChallengeBody,
  type AdminChallengeCreatedResponse,
  type AdminChallengeResponse,
  type AdminChallengesResponse,
  type AdminChallengeStatus,
  type AdminGamesResponse,
  type AdminImageUploadResponse,
  type AdminUpdateGameRequest,
  type CancelChallengeResponse,
  type FinishNowResponse,
  type GameResponse,
} from '@arena/contract';
import { presentParams } from './call-helpers';
import type { ClientCore } from './core';

export function adminChallengesCalls(core: ClientCore) {
  const { authed } = core;
  return {
    // Operator console: challenges, games, images, ledger totals (issue 12, admin only)
    adminChallenges: (
      query: { gameId?: string; status?: AdminChallengeStatus; page?: number } = {},
    ): Promise<AdminChallengesResponse> =>
      authed(adminChallengesResponseSchema, '/api/admin/challenges', {
        searchParams: presentParams({ gameId: query.gameId, status: query.status, page: query.page }),
      }),
    adminChallenge: (id: string): Promise<AdminChallengeResponse> =>
      authed(adminChallengeResponseSchema, `/api/admin/challenges/${encodeURIComponent(id)}`),
    createChallenge: (body: AdminChallengeBody): Promise<AdminChallengeCreatedResponse> =>
      authed(adminChallengeCreatedResponseSchema, '/api/admin/challenges', { method: 'post', json: body }),
    /** Only before the start; a started challenge answers 409 with the server's message. */
    updateChallenge: (id: string, body: AdminChallengeBody): Promise<AdminChallengeResponse> =>
      authed(adminChallengeResponseSchema, `/api/admin/challenges/${encodeURIComponent(id)}`, {
        method: 'put',
        json: body,
      }),
    /** Refunds every entry fee once; calling it again refunds nothing (refundedPlayers 0). */
    cancelChallenge: (id: string, reason: string): Promise<CancelChallengeResponse> =>
      authed(cancelChallengeResponseSchema, `/api/admin/challenges/${encodeURIComponent(id)}/cancel`, {
        method: 'post',
        json: { reason },
      }),
    /** Ends the challenge now (its start moved back when it had not started) and runs the lifecycle. */
    finishNow: (id: string): Promise<FinishNowResponse> =>
      authed(finishNowResponseSchema, `/api/admin/challenges/${encodeURIComponent(id)}/finish-now`, {
        method: 'post',
      }),
    /** Multipart, field `image`: PNG, JPEG or WebP up to 2 MB; answers the URL to put in a challenge or game. */
    uploadAdminImage: (file: Blob, fileName: string): Promise<AdminImageUploadResponse> => {
      const form = new FormData();
      form.append('image', file, fileName);
      return authed(adminImageUploadResponseSchema, '/api/admin/uploads/image', {
        method: 'post',
        body: form,
      });
    },
    adminGames: (): Promise<AdminGamesResponse> => authed(adminGamesResponseSchema, '/api/admin/games'),
    updateGame: (gameId: string, changes: AdminUpdateGameRequest): Promise<GameResponse> =>
      authed(gameResponseSchema, `/api/admin/games/${encodeURIComponent(gameId)}`, {
        method: 'put',
        json: changes,
      }),
  };
}
