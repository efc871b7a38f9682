// The checks of the spec's examples (test/openapi-examples.test.ts, docs/decisions/0057 "Examples"): a zod
// parse that also refuses a field the schema drops or changes, and the spec's rules (§5, §9) as
// packages/domain states them, by operation. Each answers the problems it finds (none: an empty list).
import {
  bracketOf,
  crystalsForGCoins,
  deriveChallengeType,
  levelInfo,
  packForAmount,
  placeTitle,
  validateBrawlStarsTag,
  validateDisconnectReason,
  validateDisplayName,
  validateLoginForm,
  validatePasswordChange,
  validateRegistration,
  validateWithdrawal,
} from '@arena/domain';
import type { ZodType } from 'zod';
import { responseExamples } from '../../src/http/openapi-examples';

type Json = Record<string, unknown>;

/** The fields of `sent` a parse dropped or changed: a zod object strips what it does not know. */
export function lostFields(sent: unknown, kept: unknown, path: string): string[] {
  if (typeof sent !== 'object' || sent === null) return Object.is(sent, kept) ? [] : [`${path}: changed`];
  if (typeof kept !== 'object' || kept === null) return [`${path}: dropped`];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept
      ? lostFields(value, (kept as Json)[key], `${path}/${key}`)
      : [`${path}/${key}: not in the schema`],
  );
}

/** What is wrong with an example for a zod schema: its issues, or the fields the schema does not keep. */
export function schemaProblems(schema: ZodType, example: unknown): string[] {
  const parsed = schema.safeParse(example);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('/')}: ${issue.message}`);
  return lostFields(example, parsed.data, '');
}

const codes = (result: { ok: boolean; errors?: readonly { code: string }[] }) =>
  result.ok ? [] : (result.errors ?? []).map((error) => error.code);
const wallet = responseExamples['GET /api/wallet/get'] as { crystalsAvailable: number };
const withdrawal = (method: 'paypal' | 'card', amount: number, email?: string, cardId?: string) =>
  codes(
    validateWithdrawal({
      method,
      amount,
      email,
      cardId,
      crystalsOwned: wallet.crystalsAvailable,
      passportVerified: true,
    }),
  );

/** The spec's rules (§5, §9) for the examples they apply to, as the domain states them: the codes broken. */
const requestRules: Record<string, (body: Json) => string[]> = {
  'POST /api/auth/login': (body) => codes(validateLoginForm(body as never)),
  'POST /api/auth/register': (body) => [
    ...codes(validateRegistration(body as never, new Date('2026-12-01T00:00:00Z'))),
    ...(body.passwordConfirm === body.password ? [] : ['passwordConfirm']),
  ],
  'PUT /api/users/profile': (body) => {
    const edit = validateDisplayName(body.name as string, 'Lina Haddad');
    return edit.ok && edit.value.kind === 'changed' ? [] : ['unchanged', ...codes(edit)];
  },
  'PUT /api/users/profile/password': (body) => codes(validatePasswordChange(body as never)),
  'DELETE /api/users/profile/game-accounts/{gameType}': (body) =>
    codes(validateDisconnectReason(body.reason as string)),
  'POST /api/wallet/withdraw': (body) => withdrawal('paypal', body.amount as number, body.email as string),
  'POST /api/withdrawal/request': (body) =>
    withdrawal('paypal', body.crystalAmount as number, body.paymentEmail as string),
  'POST /api/payments/payouts': (body) =>
    withdrawal('card', body.crystals as number, undefined, body.methodId as string),
  'POST /api/wallet/exchange': (body) =>
    crystalsForGCoins(body.amount as number) <= wallet.crystalsAvailable ? [] : ['notEnoughCrystals'],
  'POST /api/brawl-stars/link': (body) => {
    const tag = validateBrawlStarsTag(body.playerTag as string);
    return tag.ok && tag.value.playerTag === body.playerTag ? [] : ['tagInvalid'];
  },
  'POST /api/payments/create': (body) => (packForAmount(body.amount as string) ? [] : ['notAPack']),
  'POST /api/payments/get-payment-url': (body) => {
    const pack = packForAmount(body.usd_amount as string);
    const rates = responseExamples['GET /api/payments/currencies'] as { code: string; usd_rate: number }[];
    const rate = rates.find((currency) => currency.code === body.currency)?.usd_rate ?? 0;
    const local = ((pack?.priceCents ?? 0) / 100) * rate;
    return pack && Math.abs(Number(body.amount) - local) <= local * 0.01 ? [] : ['amountOff'];
  },
  'POST /api/game/steam/bind': (body) =>
    /^7656119\d{10}$/.test(body.steamId as string) ? [] : ['notSteamId64'],
  'POST /api/game/lol/rso': (body) => (body.game !== 'valorant' || body.region ? [] : ['regionRequired']),
};

type ChallengeExample = {
  startTime: string;
  endTime: string;
  duration_hours: number;
  entry_fee: number;
  prizes: { title: string; value: number }[];
  min_skill_level: number;
  skill_bracket: number;
  type: string;
};
function challengeProblems(challenge: ChallengeExample): string[] {
  const hours = (Date.parse(challenge.endTime) - Date.parse(challenge.startTime)) / 3_600_000;
  const prizes = challenge.prizes.map((prize) => ({ value: Math.round(prize.value * 100) }));
  const type = deriveChallengeType({
    durationHours: challenge.duration_hours,
    entryFee: challenge.entry_fee,
    prizes,
  });
  return [
    ...(hours === challenge.duration_hours ? [] : ['duration']),
    ...(type === challenge.type ? [] : ['type']),
    ...(bracketOf(challenge.min_skill_level) === challenge.skill_bracket ? [] : ['skill_bracket']),
    ...(challenge.prizes.every((prize, index) => prize.title === placeTitle(index + 1))
      ? []
      : ['prize titles']),
  ];
}

/** The spec's rules broken by a request example ([] for an operation without rules). */
export function requestRuleProblems(key: string, body: Json): string[] {
  return requestRules[key]?.(body) ?? [];
}

/** The spec's rules broken by an answer example: challenges' derived facts, the level of the player. */
export function answerRuleProblems(key: string, example: unknown): string[] {
  const data = (example as { data?: unknown }).data;
  if (key === 'GET /api/challenge/list') return (data as ChallengeExample[]).flatMap(challengeProblems);
  if (key === 'GET /api/challenge/{id}') return challengeProblems(data as ChallengeExample);
  if (key === 'GET /api/users/me') {
    const level = (data as { user: { levelInfo: { experiencePoints: number } } }).user.levelInfo;
    return JSON.stringify(level) === JSON.stringify(levelInfo(level.experiencePoints)) ? [] : ['levelInfo'];
  }
  return [];
}
