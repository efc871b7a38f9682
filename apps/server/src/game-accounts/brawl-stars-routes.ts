// Brawl Stars by player tag (spec §5, §7, §8), with ownership proof (docs/decisions/0015): POST
// /api/brawl-stars/claim answers a code for the tag; POST /api/brawl-stars/link links the tag once the
// players API shows that code in the player's name; GET /api/brawl-stars/profile reads the link.
import {
  brawlStarsClaimRequestSchema,
  brawlStarsLinkRequestSchema,
  brawlStarsOwnershipMessages,
  type BrawlStarsClaim,
  type BrawlStarsProfile,
} from '@arena/contract';
import { validateBrawlStarsTag } from '@arena/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { BrawlStarsUnavailableError, type BrawlStarsApi, type BrawlStarsPlayer } from './brawl-stars-api';
import { claimOf, endClaims, nameCarriesCode, nameWithoutCode, startClaim } from './brawl-stars-claims';
import { gameAccountMessages, providerTitles } from './game-account-messages';
import type { GameAccountProviders } from './game-account-providers';
import { checkLinkable, linkGameAccount } from './game-account-repository';
import { linkedAccountOf, type LinkedAccount } from './linked-account';
import { readRanksAtLink, type RankSource } from './provider-ranks';
import { sandboxBrawlStarsProfileUrl } from './sandbox-brawl-stars';

interface Options {
  publicUrl: string;
  database: Database;
  providers: Pick<GameAccountProviders, 'brawlStars' | 'sandboxBrawlStars'>;
  /** Where provider ranks are read at linking (the match data source); none: no rank is read. */
  ranks?: RankSource | null;
}

function brawlStarsProfile(account: LinkedAccount): BrawlStarsProfile {
  return {
    playerTag: account.externalId,
    playerName: account.displayName,
    linkedAt: account.linkedAt.toISOString(),
  };
}

/** '#TAG' from what the dialog sent, or 400 with the spec's tag message. */
function checkedTag(playerTag: string): string {
  const checked = validateBrawlStarsTag(playerTag);
  if (!checked.ok) {
    const first = checked.errors[0]!;
    throw httpError(
      400,
      first.messageKey === 'validation.brawlStars.tagRequired'
        ? 'gameAccount.brawlStarsTagRequired'
        : 'gameAccount.brawlStarsTagInvalid',
    );
  }
  return checked.value.playerTag;
}

/** The player as the players API shows them now: 404 unknown tag, 502 API down, 503 not configured. */
async function currentPlayer(
  api: BrawlStarsApi | null,
  tag: string,
  log: FastifyBaseLogger,
): Promise<BrawlStarsPlayer> {
  if (!api) throw httpError(503, 'gameAccount.providerUnavailable', { provider: providerTitles.supercell });
  let player;
  try {
    player = await api.player(tag);
  } catch (error) {
    if (!(error instanceof BrawlStarsUnavailableError)) throw error;
    log.warn({ err: error }, 'brawl stars api unavailable');
    throw httpError(502, 'gameAccount.brawlStarsUnavailable');
  }
  if (!player) throw httpError(404, 'gameAccount.brawlStarsPlayerNotFound', { tag });
  return player;
}

export function registerBrawlStarsRoutes(
  fastify: FastifyInstance,
  { publicUrl, database, providers, ranks }: Options,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/brawl-stars/claim',
    { preValidation: app.authenticate, schema: { body: brawlStarsClaimRequestSchema } },
    async (request, reply) => {
      const tag = checkedTag(request.body.playerTag);
      const player = await currentPlayer(providers.brawlStars, tag, request.log);
      // Tell now what would refuse the link later, before the player changes their name for nothing.
      await checkLinkable(database, {
        userId: request.userId,
        provider: 'supercell',
        externalId: tag,
        proven: true,
      });
      const claim = await startClaim(database, request.userId, tag);
      reply.header('cache-control', 'no-store');
      const data: BrawlStarsClaim = {
        playerTag: tag,
        playerName: player.name,
        code: claim.code,
        expiresAt: claim.expiresAt.toISOString(),
        ...(providers.sandboxBrawlStars
          ? { sandboxProfileUrl: sandboxBrawlStarsProfileUrl(publicUrl, tag, claim.code) }
          : {}),
      };
      return { status: 'success', message: brawlStarsOwnershipMessages.claimStarted, data };
    },
  );

  // spec §7 POST /api/brawl-stars/link {playerTag}: now the verify step of the claim.
  app.post(
    '/api/brawl-stars/link',
    { preValidation: app.authenticate, schema: { body: brawlStarsLinkRequestSchema } },
    async (request) => {
      const tag = checkedTag(request.body.playerTag);
      const claim = await claimOf(database, request.userId, tag);
      if (!claim || claim.expired) {
        // Someone who proved the tag since ended this claim: say so (409) rather than "get a code".
        await checkLinkable(database, {
          userId: request.userId,
          provider: 'supercell',
          externalId: tag,
          proven: true,
        });
        throw httpError(400, claim ? 'brawlStarsOwnership.claimExpired' : 'brawlStarsOwnership.noClaim');
      }
      const player = await currentPlayer(providers.brawlStars, tag, request.log);
      if (!nameCarriesCode(player.name, claim.code)) {
        throw httpError(400, 'brawlStarsOwnership.codeMissing', { code: claim.code, playerTag: tag });
      }
      const playerName = nameWithoutCode(player.name, claim.code);
      const account = await linkGameAccount(database, {
        userId: request.userId,
        provider: 'supercell',
        externalId: tag,
        displayName: playerName,
        details: { playerName, verifiedAt: new Date().toISOString() },
        proven: true,
      });
      await endClaims(database, tag);
      await readRanksAtLink(database, ranks, account, request.log);
      request.log.info({ tag }, 'brawl stars tag linked by ownership proof');
      return {
        status: 'success',
        message: gameAccountMessages.brawlStarsLinked,
        data: brawlStarsProfile(account),
      };
    },
  );

  app.get('/api/brawl-stars/profile', { preValidation: app.authenticate }, async (request, reply) => {
    const account = await linkedAccountOf(database, request.userId, 'supercell');
    if (!account) throw httpError(404, 'gameAccount.brawlStarsNotLinked');
    reply.header('cache-control', 'no-store');
    return { status: 'success', message: gameAccountMessages.accountFound, data: brawlStarsProfile(account) };
  });
}
