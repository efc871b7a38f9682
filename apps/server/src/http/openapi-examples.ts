// The spec's examples on the operations of GET /api/openapi.json (issue 31, docs/decisions/0057): a
// request body for every spec §7 call that sends JSON, and a 200 answer for the spec's reads. Keyed like
// openapi-responses.ts (`METHOD /path` as the document names the operation). Values follow the spec's
// rules (§5, §9) and the server's: test/openapi-examples.test.ts parses each with the zod schema its route
// validates with (requests) or the answer schema of openapi-responses.ts (answers), and with the domain's
// rules. One player throughout: Lina Haddad, who plays Valorant.
import type * as c from '@arena/contract';

const lina = '3f6c2a9e-8b1d-4c57-9e2a-6d41b7f09c35';
const linaPhoto = `/uploads/profile-photos/${lina}/9b2e4f7a1c3d5e6f8a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0e2f.webp`;
const cardId = 'a4d7c1e2-5b8f-4a36-9c0d-2e7f6b1a8c53';
const orderId = '5O190127TN364715T';
const silver = { name: 'Silver', color: '#C0C7D2', minLevel: 20, maxLevel: 34 };
/** levelInfo(4355) of packages/domain: level 22, halfway to 23. */
const linaLevel = {
  currentLevel: 22,
  currentTier: silver,
  experiencePoints: 4355,
  experienceForCurrentLevel: 4200,
  experienceForNextLevel: 4510,
  experienceToNextLevel: 155,
  progressPercentage: 50,
};

/** A Valorant main challenge (72 h, fee 1, prizes) under way, as GET /api/challenge/list answers it. */
const valorantCup = {
  id: 'c2b8e5d1-7a4f-4e93-8b6c-1d0f9a3e5c72',
  title: 'Valorant Premier Cup',
  shortDescription: 'Three days, real prizes: play your best ranked games and climb the leaderboard.',
  description:
    '<p>Three days, real prizes: play your best ranked games and climb the leaderboard. Every Valorant match you start after joining counts towards your score.</p>',
  image: '/games/valorant.svg',
  status: 1,
  startTime: '2026-12-04T18:00:00.000Z',
  endTime: '2026-12-07T18:00:00.000Z',
  duration_hours: 72,
  entry_fee: 1,
  prizes: [
    { id: 'p1', title: '1st place', value: 100 },
    { id: 'p2', title: '2nd place', value: 50 },
    { id: 'p3', title: '3rd place', value: 25 },
    { id: 'p4', title: '4th place', value: 15 },
    { id: 'p5', title: '5th place', value: 10 },
  ],
  winners: [],
  registeredPlayers: 37,
  maxPlayers: 100,
  isParticipating: true,
  entrySkillLevel: 3,
  entrySkillBracket: 1,
  callerSkillBracket: 1,
  gameLimit: 10,
  min_skill_level: 3,
  skill_bracket: 1,
  gameId: 'valorant',
  type: 'main',
} satisfies c.Challenge;

/** Request bodies: every spec §7 call with a JSON body. */
export const requestExamples: Readonly<Record<string, unknown>> = {
  'POST /api/auth/login': { email: 'lina.haddad@example.com', password: 'Cedar-Falcon-42' },
  'POST /api/auth/register': {
    name: 'Lina Haddad',
    email: 'lina.haddad@example.com',
    password: 'Cedar-Falcon-42',
    passwordConfirm: 'Cedar-Falcon-42',
    country: 'JO',
    dob: '1999-04-17',
    language: 'ar',
  },
  'PUT /api/users/profile': { name: 'Lina H.' },
  'PUT /api/users/profile/photo': { photo: linaPhoto },
  'PUT /api/users/profile/password': {
    currentPassword: 'Cedar-Falcon-42',
    newPassword: 'Olive-Harbour-97',
    confirmPassword: 'Olive-Harbour-97',
  },
  'PUT /api/users/profile/earnings-privacy': { earningsPrivate: true },
  'DELETE /api/users/profile/game-accounts/{gameType}': {
    reason: 'I sold this account and play on a new one now.',
  },
  'POST /api/wallet/withdraw': { amount: 1200, email: 'lina.payouts@example.com' },
  'POST /api/wallet/exchange': { amount: 1 },
  'POST /api/withdrawal/request': { crystalAmount: 1000, paymentEmail: 'lina.payouts@example.com' },
  'POST /api/game/steam/bind': { steamId: '76561198047263915' },
  'POST /api/game/lol/rso': {
    code: 'dXMxOjRkN2Q0ZTYxLWQ2YjMtNDk5Zi1iZmE5',
    redirect_uri: 'https://arena.example.com/rso-login/valorant',
    game: 'valorant',
    region: 'europe',
    state: 'c5f1a8e0b7d24b1e9a63f0d2e4b8c7a1',
  },
  'POST /api/brawl-stars/link': { playerTag: '#2PYLQ8RV' },
  'POST /api/challenge/enroll': { challengeId: valorantCup.id },
  'POST /api/payments/create': { amount: '14.86' },
  'POST /api/payments/capture': { paymentId: orderId },
  'POST /api/payments/complete': { orderId },
  'POST /api/payments/get-payment-url': {
    currency: 'AED',
    amount: '20.20',
    description: 'Arena: 1 GCoin',
    usd_amount: '5.50',
  },
  'POST /api/payments/complete-payment': { paymentId: 'hp_7Kq2Wd9XbN4mR8tZ' },
  'POST /api/payments/payouts': { crystals: 1500, methodId: cardId },
};

/** 200 answers of the spec's reads (and of a few writes the site reads back). */
export const responseExamples: Readonly<Record<string, unknown>> = {
  'GET /api/public/dashboard': {
    data: { unique_participants: 1284, total_prize_value_dispersed: 8559.5, completed_challenges: 46 },
  } satisfies c.DashboardResponse,
  'GET /api/public-profile/leaderboard': {
    data: {
      leaderboard: [
        {
          id: 'e81f3c5a-2d74-4b96-a0c8-5f1e7d3b9a24',
          rank: 1,
          name: 'Omar Saleh',
          photo: null,
          tier: 'Gold',
        },
        { id: lina, rank: 2, name: 'Lina Haddad', photo: linaPhoto, tier: 'Silver' },
        {
          id: '7c4a9e1d-3b6f-4d28-8e5a-0f2c7b9d1e63',
          rank: 3,
          name: 'Priya Nair',
          photo: null,
          tier: 'Silver',
        },
      ],
    },
  } satisfies c.LeaderboardResponse,
  'POST /api/auth/login': {
    status: 'success',
    access_token:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzZjZjMmE5ZS04YjFkLTRjNTctOWUyYS02ZDQxYjdmMDljMzUiLCJleHAiOjE3OTY0MDM2MDB9.kQ2vS7xYtV3bN8mP0rW5zL1cF4hJ6gD9aE2uI7oK3sM',
  } satisfies c.TokenResponse,
  'GET /api/auth/refresh': {
    status: 'success',
    access_token:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzZjZjMmE5ZS04YjFkLTRjNTctOWUyYS02ZDQxYjdmMDljMzUiLCJleHAiOjE3OTY0MDQ1MDB9.Zp8rT1wN5yC3xV7bQ0mL4kH9sD2fG6jA1eU8iO3tR5c',
  } satisfies c.TokenResponse,
  'GET /api/users/me': {
    data: {
      user: {
        id: lina,
        name: 'Lina Haddad',
        email: 'lina.haddad@example.com',
        photo: linaPhoto,
        created_at: '2026-09-14T10:22:31.000Z',
        provider: 'local',
        emailVerified: true,
        earningsPrivate: false,
        affiliateCode: 'LNH7K2QA',
        role: 'player',
        levelInfo: linaLevel,
      },
      firstSteps: { emailVerified: true, gameLinked: true, challengeJoined: true, packBought: true },
    },
  } satisfies c.MeResponse,
  'GET /api/wallet/get': {
    gCoinsAvailable: 4,
    crystalsAvailable: 1650,
    referralRewardClaimed: true,
    firstPurchaseBonusAvailable: false,
  } satisfies c.WalletResponse,
  'GET /api/wallet/transactions': {
    transactions: [
      {
        id: '9d3e7b1a-4c6f-4a28-b5e0-8f2d1c7a3e94',
        transactionType: 'entry_fee',
        description: 'Challenge entry fee: 1 GCoin',
        amount: -1,
        balanceAfter: 4,
        currency: 'gcoin',
        status: 'completed',
        created_at: '2026-12-04T18:42:10.000Z',
        metadata: { challengeId: valorantCup.id, gCoins: 1 },
      },
      {
        id: '2b8f4d6e-1a3c-4e57-9d0b-6c5a7e9f1b38',
        transactionType: 'crystal_exchange',
        description: 'Exchanged 275 crystals for 1 GCoin',
        amount: -275,
        balanceAfter: 1650,
        currency: 'crystal',
        status: 'completed',
        created_at: '2026-12-02T09:15:44.000Z',
        metadata: { crystals: 275, gCoins: 1 },
      },
    ],
    pagination: { page: 1, limit: 20, hasMore: false },
  } satisfies c.TransactionsResponse,
  'GET /api/challenge/list': {
    data: [valorantCup],
    meta: { finishedCursor: null },
  } satisfies c.ChallengeListResponse,
  'GET /api/challenge/{id}': {
    data: {
      ...valorantCup,
      participants: [
        {
          userId: lina,
          user: { name: 'Lina Haddad', tier: 'Silver', photo: linaPhoto },
          game_name: 'LinaH#EUW',
          score: 1240,
          bonus_score: 60,
          gamesPlayed: 6,
          excluded: false,
          created_at: '2026-12-04T18:42:10.000Z',
          rank: 1,
          skillBracket: 1,
        },
        {
          userId: 'e81f3c5a-2d74-4b96-a0c8-5f1e7d3b9a24',
          user: { name: 'Omar Saleh', tier: 'Bronze', photo: null },
          game_name: 'OmarS#EUW',
          score: 1105,
          bonus_score: 40,
          gamesPlayed: 5,
          excluded: false,
          created_at: '2026-12-04T19:03:27.000Z',
          rank: 2,
          skillBracket: 1,
        },
      ],
    },
  } satisfies c.ChallengeDetailResponse,
  'GET /api/game': {
    data: [
      { id: 'lol', name: 'League of Legends', image: '/games/lol.svg', order: 1, is_active: true },
      { id: 'cs2', name: 'CS2', image: '/games/cs2.svg', order: 2, is_active: true },
      { id: 'dota2', name: 'Dota 2', image: '/games/dota2.svg', order: 3, is_active: true },
      { id: 'valorant', name: 'Valorant', image: '/games/valorant.svg', order: 4, is_active: true },
      { id: 'brawlstars', name: 'Brawl Stars', image: '/games/brawlstars.svg', order: 5, is_active: true },
    ],
  } satisfies c.GamesResponse,
  'GET /api/payments/currencies': [
    { code: 'USD', usd_rate: 1 },
    { code: 'AED', usd_rate: 3.6725 },
    { code: 'INR', usd_rate: 83.2 },
    { code: 'PKR', usd_rate: 278.5 },
    { code: 'EUR', usd_rate: 0.92 },
    { code: 'GBP', usd_rate: 0.79 },
  ] satisfies c.CurrenciesResponse,
  'GET /api/users/referral-share': {
    status: 'success',
    data: {
      referralLink: 'https://arena.example.com/utm/referral/LNH7K2QA',
      qrCode:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    },
  } satisfies c.ReferralShareResponse,
  'POST /api/wallet/exchange': {
    status: 'success',
    message: 'Exchanged 275 crystals for 1 GCoin.',
    data: {
      gCoinsAvailable: 5,
      crystalsAvailable: 1375,
      transactionId: '2b8f4d6e-1a3c-4e57-9d0b-6c5a7e9f1b38',
    },
  } satisfies c.ExchangeResponse,
  'POST /api/payments/create': {
    status: 'success',
    paypalOrderId: orderId,
    approveUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
  } satisfies c.CreateOrderResponse,
};

interface MediaType {
  example?: unknown;
}
interface Operation {
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

/** Puts each example on its operation's JSON media type (`example`, OpenAPI 3.1), in place. */
export function attachExamples<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      const body = operation.requestBody?.content?.['application/json'];
      if (body && key in requestExamples) body.example = requestExamples[key];
      const answer = operation.responses?.['200']?.content?.['application/json'];
      if (answer && key in responseExamples) answer.example = responseExamples[key];
    }
  }
  return document;
}
