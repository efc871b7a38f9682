import { z } from 'zod';
import { idSegment, lineText } from './request';

// spec §3 Game, §7 GET /api/game (sorted by order). The list answers `{ data: Game[] }`, like every
// other read of this API (the envelope is the server's choice; spec §7 only says "sorted by order").
export const gameIdSchema = z.enum(['lol', 'cs2', 'dota2', 'valorant', 'brawlstars']);
export type GameId = z.infer<typeof gameIdSchema>;

export const gameSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  order: z.number().int(),
  is_active: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

export const gamesResponseSchema = z.object({ data: z.array(gameSchema) });
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

// The game waitlist (spec §2 Challenges: "An inactive game shows a join-waitlist button"; §4 Game
// selection; docs/decisions/0014-game-waitlist.md). Failures use the error envelope.
export const gameWaitlistMessages = {
  joined: 'You are on the waitlist. We will email you when its challenges open.',
  gameNotFound: 'Game not found.',
  alreadyActive: 'This game is already open for challenges.',
} as const;

/** GET /api/game/waitlist: the caller's waitlisted game ids, in game order. */
export const gameWaitlistResponseSchema = z.object({ data: z.object({ gameIds: z.array(z.string()) }) });
export type GameWaitlistResponse = z.infer<typeof gameWaitlistResponseSchema>;

/** POST /api/game/{gameId}/waitlist (no body); joining again answers the same. */
export const joinGameWaitlistResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type JoinGameWaitlistResponse = z.infer<typeof joinGameWaitlistResponseSchema>;

/** PUT /api/admin/games/{gameId} (admin only): opening a game emails its waitlist. */
export const updateGameRequestSchema = z.object({ isActive: z.boolean() });
export type UpdateGameRequest = z.infer<typeof updateGameRequestSchema>;
export const gameResponseSchema = z.object({ data: gameSchema });
export type GameResponse = z.infer<typeof gameResponseSchema>;

// spec §3 Connected game account. gameType is also the path segment of the DELETE route.
export const gameTypes = ['Riot Games', 'League of Legends', 'Valorant', 'Steam', 'Supercell'] as const;
export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

export const connectedAccountInfoSchema = z.object({
  valGameName: z.string().optional(),
  valTagLine: z.string().optional(),
  summonerLevel: z.number().int().optional(),
  personaName: z.string().optional(),
  playerName: z.string().optional(),
  playerTag: z.string().optional(),
  profileUrl: z.string().optional(),
  supportedGames: z.array(z.string()),
});
export type ConnectedAccountInfo = z.infer<typeof connectedAccountInfoSchema>;

export const connectedAccountSchema = z.object({
  gameType: gameTypeSchema,
  canDisconnect: z.boolean(),
  accountInfo: connectedAccountInfoSchema,
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;

/** GET /api/users/profile/game-accounts */
export const gameAccountsResponseSchema = z.object({
  data: z.object({
    connectedAccounts: z.array(connectedAccountSchema),
    remainingDisconnections: z.number().int().min(0),
  }),
});
export type GameAccountsResponse = z.infer<typeof gameAccountsResponseSchema>;

/** DELETE /api/users/profile/game-accounts/{gameType}: a gameType outside gameTypes is the server's 400. */
export const gameTypeParamsSchema = z.object({ gameType: lineText(100) });
/** The reason's rules (trimmed, required, at most 500 characters) are the domain's, with their own words. */
export const disconnectGameAccountRequestSchema = z.object({ reason: z.string() });
export type DisconnectGameAccountRequest = z.infer<typeof disconnectGameAccountRequestSchema>;

export const disconnectGameAccountResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ remainingDisconnections: z.number().int().min(0) }),
});
export type DisconnectGameAccountResponse = z.infer<typeof disconnectGameAccountResponseSchema>;

// Riot Sign On (spec §7 POST /api/game/lol/rso, used for both Riot games).
export const riotGameSchema = z.enum(['lol', 'valorant']);
export type RiotGame = z.infer<typeof riotGameSchema>;
export const riotRegionSchema = z.enum(['europe', 'asia', 'americas']);
export type RiotRegion = z.infer<typeof riotRegionSchema>;

/**
 * GET /api/auth/riot?game=&region= (the browser's way to Riot's sign-in page): League of Legends when
 * no game is named; an empty region is no region.
 */
export const riotSignInQuerySchema = z.object({
  game: z.enum(riotGameSchema.options, { error: 'must be lol or valorant' }).default('lol'),
  region: z
    .union([z.enum(riotRegionSchema.options), z.literal('')], {
      error: 'must be europe, asia or americas',
    })
    .optional(),
});
export type RiotSignInQuery = z.infer<typeof riotSignInQuerySchema>;

/** GET /api/game/riot/get/{game}: a game other than lol or valorant is the server's 404. */
export const riotGameParamsSchema = z.object({ game: idSegment });

export const rsoRequestSchema = z.object({
  code: lineText(2048).min(1),
  redirect_uri: lineText(2048).min(1),
  game: riotGameSchema,
  /** Valorant only (the region dialog); ignored for League of Legends. */
  region: riotRegionSchema.optional(),
  /** The `state` Riot sent back; must match the cookie GET /api/auth/riot set in this browser. */
  state: lineText(200).min(1),
});
export type RsoRequest = z.infer<typeof rsoRequestSchema>;

/** A linked Riot account (GET /api/game/riot/get/{lol|valorant}, and the RSO answer's data). */
export const riotAccountSchema = z.object({
  game: riotGameSchema,
  puuid: z.string(),
  gameName: z.string(),
  tagLine: z.string(),
  region: riotRegionSchema.nullable(),
  linkedAt: z.string(),
});
export type RiotAccount = z.infer<typeof riotAccountSchema>;

// Steam OpenID 2.0 (spec §7 POST /api/game/steam/bind, GET /api/game/steam/get).
export const steamBindRequestSchema = z.object({
  /** A SteamID64 (surrounding spaces are ignored); the server says when it is not one. */
  steamId: lineText(100),
  /** The one-time token the return handler put in /steam-callback?id=&token=; optional for the bind. */
  token: lineText(200).optional(),
});
export type SteamBindRequest = z.infer<typeof steamBindRequestSchema>;

/**
 * POST /api/auth/steam/start (bearer, no body): records that this user starts a Steam sign-in and sets
 * an httpOnly cookie binding it to this browser; the browser then goes to GET /api/auth/steam. Only a
 * sign-in started so can bind, and only for the user and browser that started it (decision 0015).
 */
export const steamStartResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type SteamStartResponse = z.infer<typeof steamStartResponseSchema>;

/** The `error` of /steam-callback?error=… (the site tells each apart). */
/**
 * GET /api/auth/steam/return: the OP's openid.* fields (a repeated or unverifiable one sends the browser
 * to /steam-callback?error=steam_verification_failed, as any failed assertion does).
 */
export const steamReturnQuerySchema = z.record(
  z.string(),
  z.union([lineText(2048), z.array(lineText(2048))]),
);

export const steamCallbackErrors = {
  verificationFailed: 'steam_verification_failed',
  accessDenied: 'access_denied',
  notStarted: 'steam_not_started',
  /** Set by the site itself when POST /api/auth/steam/start failed. */
  startFailed: 'steam_start_failed',
} as const;

export const steamSignInMessages = {
  started: 'Steam sign-in started',
  otherUser:
    'This Steam sign-in was started by another Arena account. Please sign in with Steam again from your own account.',
  otherBrowser:
    'This Steam sign-in did not finish in this browser. Please sign in with Steam again from this browser.',
} as const;

export const steamAccountSchema = z.object({
  steamId: z.string(),
  personaName: z.string(),
  profileUrl: z.string(),
  linkedAt: z.string(),
});
export type SteamAccount = z.infer<typeof steamAccountSchema>;

// Brawl Stars (spec §7 POST /api/brawl-stars/link, GET /api/brawl-stars/profile).
export const brawlStarsLinkRequestSchema = z.object({ playerTag: lineText(50) });
export type BrawlStarsLinkRequest = z.infer<typeof brawlStarsLinkRequestSchema>;

export const brawlStarsProfileSchema = z.object({
  playerTag: z.string(),
  playerName: z.string(),
  linkedAt: z.string(),
});
export type BrawlStarsProfile = z.infer<typeof brawlStarsProfileSchema>;

// Brawl Stars ownership proof (docs/decisions/0015-game-account-ownership.md): POST
// /api/brawl-stars/claim {playerTag} answers a short code; the player puts it into their in-game name;
// POST /api/brawl-stars/link {playerTag} then links only when the players API shows the code in the
// name. A pending claim blocks nobody; the first verified link ends every claim on the tag.
export const brawlStarsClaimLifetimeMinutes = 30;
export const brawlStarsClaimRequestSchema = z.object({ playerTag: lineText(50) });
export type BrawlStarsClaimRequest = z.infer<typeof brawlStarsClaimRequestSchema>;

export const brawlStarsClaimSchema = z.object({
  playerTag: z.string(),
  /** The name the players API shows now. */
  playerName: z.string(),
  /** e.g. AR-7KQ2: what the player puts into their in-game name. */
  code: z.string(),
  expiresAt: z.string(),
  /** Sandbox mode only: the sandbox game's page where the player changes their name. */
  sandboxProfileUrl: z.string().optional(),
});
export type BrawlStarsClaim = z.infer<typeof brawlStarsClaimSchema>;

export const brawlStarsOwnershipMessages = {
  claimStarted: 'Put the code into your Brawl Stars name, then press Verify.',
  noClaim: 'Failed to link Brawl Stars account: get a verification code for this player tag first.',
  claimExpired:
    'Failed to link Brawl Stars account: your verification code has expired. Please get a new code.',
  codeMissing: (code: string, playerTag: string) =>
    `Failed to link Brawl Stars account: ${code} is not in the name of player ${playerTag} yet. Put it into your in-game name, wait a minute, then press Verify again.`,
} as const;

/** The answer of every link and read route: `{ status, message, data }`. */
function linkResponse<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string(), data });
}
export const riotAccountResponseSchema = linkResponse(riotAccountSchema);
export type RiotAccountResponse = z.infer<typeof riotAccountResponseSchema>;
export const steamAccountResponseSchema = linkResponse(steamAccountSchema);
export type SteamAccountResponse = z.infer<typeof steamAccountResponseSchema>;
export const brawlStarsProfileResponseSchema = linkResponse(brawlStarsProfileSchema);
export type BrawlStarsProfileResponse = z.infer<typeof brawlStarsProfileResponseSchema>;
export const brawlStarsClaimResponseSchema = linkResponse(brawlStarsClaimSchema);
export type BrawlStarsClaimResponse = z.infer<typeof brawlStarsClaimResponseSchema>;

/** Where the server sends the browser after a game sign-in (spec §1 routes). */
export const gameAccountRedirects = {
  rsoLogin: (game: RiotGame) => `/rso-login/${game}`,
  steamCallback: '/steam-callback',
} as const;
