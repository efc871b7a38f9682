// Referrals and the special offer (issue 11, docs/decisions/0019-referrals-and-offer.md): from the
// share link to the claim, exactly-once claims under concurrency (proved on PostgreSQL with
// DATABASE_URL; PGlite serialises), milestones, and the offer's one first-purchase doubling.
import {
  errorResponseSchema,
  referralClaimResponseSchema,
  referralMessages,
  referralOfferClaimResponseSchema,
  referralShareResponseSchema,
  referralsResponseSchema,
  walletResponseSchema,
} from '@arena/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/access-token';
import { auditLedger } from '../src/ledger/audit';
import { creditPackPurchase } from '../src/ledger/purchases';
import { maskEmail } from '../src/referrals/referral-claims';
import { readWallet } from '../src/wallet/wallet-repository';
import { register, registration, startAuthTestApp, type AuthTestApp } from './support/auth-test-app';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

let t: AuthTestApp;

beforeAll(async () => {
  t = await startAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

afterEach(async () => {
  expect(await auditLedger(t.database)).toEqual({ ok: true, problems: [] });
});

const newUser = () => insertTestUser(t.database, t.config.jwtSecret);

async function affiliateCodeOf(userId: string): Promise<string> {
  const { rows } = await t.database.query<{ affiliate_code: string }>(
    'select affiliate_code from users where id = $1',
    [userId],
  );
  return rows[0]!.affiliate_code;
}

async function userByEmail(email: string): Promise<{ id: string; referred_by: string | null }> {
  const { rows } = await t.database.query<{ id: string; referred_by: string | null }>(
    'select id, referred_by from users where email = $1',
    [email],
  );
  return rows[0]!;
}

/** Registers a player through the route with the referrer's code; answers the new user with a token. */
async function registerReferred(referrer: TestUser): Promise<TestUser> {
  const body = registration();
  const response = await register(t.app, body, { 'X-Affiliate-Code': await affiliateCodeOf(referrer.id) });
  expect(response.statusCode).toBe(201);
  const { id } = await userByEmail(body.email);
  return { id, email: body.email, token: await signAccessToken(id, t.config.jwtSecret) };
}

let paymentCounter = 0;
const buy = (userId: string, gCoins = 3) =>
  creditPackPurchase(t.database, {
    userId,
    paymentKey: `referral-test-${(paymentCounter += 1)}-${userId}`,
    provider: 'checkout',
    priceCents: 1486,
    gCoins,
  });

const claim = (user: TestUser, referredUserId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/referrals/${referredUserId}/claim`,
    headers: { ...bearer(user), 'content-type': 'application/json' },
  });

const list = async (user: TestUser) => {
  const response = await t.app.inject({ url: '/api/users/referrals', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return referralsResponseSchema.parse(response.json()).referrals;
};

const xpOf = async (userId: string) => {
  const { rows } = await t.database.query<{ xp: unknown }>('select xp_total as xp from users where id = $1', [
    userId,
  ]);
  return Number(rows[0]!.xp);
};

const claimOffer = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/wallet/referral-offer/claim', headers: bearer(user) });

describe('authentication', () => {
  it.each([
    ['GET', '/api/users/referral-share'],
    ['GET', '/api/users/referrals'],
    ['POST', '/api/users/referrals/00000000-0000-4000-8000-000000000000/claim'],
    ['POST', '/api/wallet/referral-offer/claim'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});

describe('the whole path from link to claim', () => {
  it('shares a link with a QR code, lists the referral, converts it on the first purchase, pays once', async () => {
    const referrer = await newUser();
    const share = await t.app.inject({ url: '/api/users/referral-share', headers: bearer(referrer) });
    expect(share.statusCode).toBe(200);
    const { data } = referralShareResponseSchema.parse(share.json());
    const code = await affiliateCodeOf(referrer.id);
    expect(data.referralLink).toBe(`${t.config.publicUrl}/utm/referral/${code}`);
    const png = Buffer.from(data.qrCode.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const friend = await registerReferred(referrer);
    const [pending] = await list(referrer);
    expect(pending).toEqual({
      referredUserId: friend.id,
      name: 'Nadia Player',
      email: maskEmail(friend.email),
      registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      converted: false,
      claimable: false,
      claimed: false,
      heldFor: null,
    });
    expect(pending!.email).toMatch(/^p•••@example\.com$/);

    const early = await claim(referrer, friend.id);
    expect(early.statusCode).toBe(400);
    expect(errorResponseSchema.parse(early.json()).message).toBe(referralMessages.notConverted);

    await buy(friend.id);
    expect(await list(referrer)).toEqual([{ ...pending, converted: true, claimable: true }]);

    const response = await claim(referrer, friend.id);
    expect(response.statusCode).toBe(200);
    expect(referralClaimResponseSchema.parse(response.json())).toEqual({
      status: 'success',
      message: referralMessages.claimed,
      messageKey: 'referral.claimed',
      messageParams: {},
      data: { crystals: 50, xp: 200, claimNumber: 1 },
    });
    expect(await readWallet(t.database, referrer.id)).toMatchObject({ crystalsAvailable: 50 });
    expect(await xpOf(referrer.id)).toBe(200);
    expect(await list(referrer)).toEqual([{ ...pending, converted: true, claimable: false, claimed: true }]);

    const again = await claim(referrer, friend.id);
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).message).toBe(referralMessages.alreadyClaimed);
    expect(await readWallet(t.database, referrer.id)).toMatchObject({ crystalsAvailable: 50 });
  });

  it('refuses another player’s referral and unknown ids with 404, paying nothing', async () => {
    const referrer = await newUser();
    const stranger = await newUser();
    const friend = await registerReferred(referrer);
    await buy(friend.id);
    for (const id of [friend.id, stranger.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await claim(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json()).message).toBe(referralMessages.notYourReferral);
    }
    expect(await readWallet(t.database, stranger.id)).toMatchObject({ crystalsAvailable: 0 });
    expect(await list(stranger)).toEqual([]);
    expect((await claim(referrer, friend.id)).statusCode).toBe(200);
  });
});

describe('exactly once', () => {
  it('pays 20 concurrent claims of one referral once', async () => {
    const referrer = await newUser();
    const friend = await registerReferred(referrer);
    await buy(friend.id);
    const responses = await Promise.all(Array.from({ length: 20 }, () => claim(referrer, friend.id)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await readWallet(t.database, referrer.id)).toMatchObject({ crystalsAvailable: 50 });
    expect(await xpOf(referrer.id)).toBe(200);
    const { rows } = await t.database.query<{ count: unknown }>(
      `select count(*) as count from journal_transactions where type = 'referral_reward' and user_id = $1`,
      [referrer.id],
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('pays the 5th claim 100 crystals and 500 XP, numbering concurrent claims of different referrals 1…6', async () => {
    const referrer = await newUser();
    const friends = [];
    for (let index = 0; index < 6; index++) friends.push(await registerReferred(referrer));
    for (const friend of friends) await buy(friend.id);
    const responses = await Promise.all(friends.map((friend) => claim(referrer, friend.id)));
    const claims = responses.map((response) => referralClaimResponseSchema.parse(response.json()).data);
    expect(claims.map((c) => c.claimNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const c of claims) {
      expect([c.crystals, c.xp]).toEqual(c.claimNumber === 5 ? [100, 500] : [50, 200]);
    }
    expect(await readWallet(t.database, referrer.id)).toMatchObject({ crystalsAvailable: 5 * 50 + 100 });
    expect(await xpOf(referrer.id)).toBe(5 * 200 + 500);
  });
});

describe('linking at registration', () => {
  it('ignores self-referral, unknown codes and a second link without failing the sign-up', async () => {
    const first = await newUser();
    const second = await newUser();
    // Self-referral: signing up again with one's own email and code links nothing.
    const { rows } = await t.database.query<{ email: string }>('select email from users where id = $1', [
      first.id,
    ]);
    const self = await register(t.app, registration({ email: rows[0]!.email }), {
      'X-Affiliate-Code': await affiliateCodeOf(first.id),
    });
    expect(self.statusCode).toBe(409);
    expect((await userByEmail(rows[0]!.email)).referred_by).toBeNull();

    // A second link: the referred player registering again with another code stays the first's.
    const friend = await registerReferred(first);
    const relink = await register(t.app, registration({ email: friend.email }), {
      'X-Affiliate-Code': await affiliateCodeOf(second.id),
    });
    expect(relink.statusCode).toBe(409);
    expect((await userByEmail(friend.email)).referred_by).toBe(first.id);

    // An unknown code: the sign-up succeeds, unlinked.
    const unknown = registration();
    expect((await register(t.app, unknown, { 'X-Affiliate-Code': 'ZZZZ9999' })).statusCode).toBe(201);
    expect((await userByEmail(unknown.email)).referred_by).toBeNull();

    // A self-link written by hand is still not a referral.
    await t.database.query('update users set referred_by = id where id = $1', [second.id]);
    expect(await list(second)).toEqual([]);
    expect((await claim(second, second.id)).statusCode).toBe(404);
    expect((await list(first)).map((r) => r.referredUserId)).toEqual([friend.id]);
  });
});

describe('the special offer', () => {
  it('is unclaimed for a new player, then claimed; a second claim changes nothing', async () => {
    const player = await newUser();
    const wallet = await t.app.inject({ url: '/api/wallet/get', headers: bearer(player) });
    expect(walletResponseSchema.parse(wallet.json()).referralRewardClaimed).toBe(false);
    const response = await claimOffer(player);
    expect(response.statusCode).toBe(200);
    expect(referralOfferClaimResponseSchema.parse(response.json())).toEqual({
      status: 'success',
      message: referralMessages.offerClaimed,
      messageKey: 'referral.offerClaimed',
      messageParams: {},
      data: { gCoinsAvailable: 0, crystalsAvailable: 0, referralRewardClaimed: true },
    });
    expect((await claimOffer(player)).statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/wallet/get', headers: bearer(player) });
    expect(walletResponseSchema.parse(after.json()).referralRewardClaimed).toBe(true);
  });

  it('doubles the first purchase once when claimed before it', async () => {
    const player = await newUser();
    await claimOffer(player);
    expect(await buy(player.id, 3)).toMatchObject({ gCoinsCredited: 6, firstPurchaseBonus: 3 });
    expect(await buy(player.id, 3)).toMatchObject({ gCoinsCredited: 3, firstPurchaseBonus: 0 });
    expect((await claimOffer(player)).statusCode).toBe(200);
    expect(await readWallet(t.database, player.id)).toEqual({
      gCoinsAvailable: 9,
      crystalsAvailable: 0,
      referralRewardClaimed: true,
    });
  });

  it('doubles the first purchase once when claimed after it', async () => {
    const player = await newUser();
    expect(await buy(player.id, 3)).toMatchObject({ gCoinsCredited: 6, firstPurchaseBonus: 3 });
    const response = await claimOffer(player);
    expect(referralOfferClaimResponseSchema.parse(response.json()).data).toEqual({
      gCoinsAvailable: 6,
      crystalsAvailable: 0,
      referralRewardClaimed: true,
    });
    expect(await buy(player.id, 3)).toMatchObject({ gCoinsCredited: 3, firstPurchaseBonus: 0 });
    expect((await readWallet(t.database, player.id)).gCoinsAvailable).toBe(9);
    const { rows } = await t.database.query<{ count: unknown }>(
      `select count(*) as count from journal_transactions where type = 'purchase_bonus' and user_id = $1`,
      [player.id],
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it('doubles once when the claim and the first purchase race', async () => {
    const player = await newUser();
    const [bought] = await Promise.all([buy(player.id, 5), claimOffer(player), claimOffer(player)]);
    expect(bought).toMatchObject({ gCoinsCredited: 10, firstPurchaseBonus: 5 });
    expect(await readWallet(t.database, player.id)).toEqual({
      gCoinsAvailable: 10,
      crystalsAvailable: 0,
      referralRewardClaimed: true,
    });
  });
});
