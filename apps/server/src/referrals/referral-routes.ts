// spec §7 Referral: the share link and its QR code, the list of referrals, the claim; and the special
// offer's claim (the spec names no route for it; docs/decisions/0019-referrals-and-offer.md).
import {
  localizedMessage,
  referralClaimParamsSchema,
  type ReferralClaimResponse,
  type ReferralOfferClaimResponse,
  type ReferralShareResponse,
  type ReferralsResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import type { Database } from '../db/database';
import { observeFairPlay } from '../fair-play/fair-play-service';
import { httpError } from '../http/http-error';
import { isUserId } from '../users/user-repository';
import { claimReferral, listReferrals } from './referral-claims';
import { claimReferralOffer } from './referral-offer';

/** The site's tracking link (spec §2: /utm/referral/:referralCode redirects to the server with aff). */
export const referralLink = (publicUrl: string, affiliateCode: string) =>
  `${publicUrl}/utm/referral/${encodeURIComponent(affiliateCode)}`;

export function registerReferralRoutes(fastify: FastifyInstance, database: Database, publicUrl: string) {
  // The claims come with a JSON content type and no body (spec §7): an empty JSON body is no body.
  fastify.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text) as unknown);
      } catch {
        done(httpError(400, 'request.invalidJson'), undefined);
      }
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/users/referral-share',
      { preValidation: app.authenticate },
      async (request, reply): Promise<ReferralShareResponse> => {
        const { rows } = await database.query<{ affiliate_code: string }>(
          'select affiliate_code from users where id = $1',
          [request.userId],
        );
        const code = rows[0]?.affiliate_code;
        if (!code) throw httpError(404, 'referral.userNotFound');
        const link = referralLink(publicUrl, code);
        const qrCode = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
        reply.header('cache-control', 'private, no-store');
        return { status: 'success', data: { referralLink: link, qrCode } };
      },
    );

    app.get(
      '/api/users/referrals',
      { preValidation: app.authenticate },
      async (request, reply): Promise<ReferralsResponse> => {
        reply.header('cache-control', 'private, no-store');
        return { referrals: await listReferrals(database, request.userId) };
      },
    );

    app.post(
      '/api/users/referrals/:referredUserId/claim',
      { preValidation: app.authenticate, schema: { params: referralClaimParamsSchema } },
      async (request): Promise<ReferralClaimResponse> => {
        const { referredUserId } = request.params;
        // The pair's fair-play signals first (never fails the claim): a shared device holds it at once.
        if (isUserId(referredUserId)) {
          await observeFairPlay(database, [request.userId, referredUserId], request.log);
        }
        const claim = await claimReferral(database, request.userId, referredUserId);
        return { status: 'success', ...localizedMessage('referral.claimed'), data: claim };
      },
    );

    app.post(
      '/api/wallet/referral-offer/claim',
      { preValidation: app.authenticate },
      async (request): Promise<ReferralOfferClaimResponse> => {
        const wallet = await claimReferralOffer(database, request.userId);
        return { status: 'success', ...localizedMessage('referral.offerClaimed'), data: wallet };
      },
    );
  });
}
