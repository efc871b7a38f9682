import { adminChallengeBodySchema, translatedLanguages } from '@arena/contract';
import type {
  AdminChallenge,
  AdminChallengeBody,
  ChallengeTranslation,
  ChallengeTranslations,
} from '@arena/contract';
import { centsToUsdText, challengeFormFields } from '@arena/machines';
import type {
  ChallengeFieldErrors,
  ChallengeFieldMessage,
  ChallengeFormField,
  ChallengeFormValidation,
  ChallengeFormValues,
} from '@arena/machines';
import { challengePresetNames } from '@arena/domain';
import type { ChallengePresetName } from '@arena/domain';

// The challenge form's values ↔ the operator API's body (packages/contract/src/admin-challenges.ts).
// Start times are typed in the operator's own time zone (datetime-local) and sent as UTC ISO.

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in this browser's time zone: "2026-12-01T20:00". */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the operator's time zone) as UTC ISO, or null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value); // no offset: the browser reads it in the local zone
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** "10", "10.5", "10.50" → 1050 cents, exactly (no floating point); null when not an amount. */
export function usdTextToCents(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const wholeNumber = (text: string): number | null =>
  /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : null;

const presetOf = (type: string): ChallengePresetName =>
  (challengePresetNames as readonly string[]).includes(type) ? (type as ChallengePresetName) : 'premium'; // the derived type "main" is the form's "premium"

/** A stored challenge as the form's values. */
export function valuesFromChallenge(challenge: AdminChallenge): ChallengeFormValues {
  return {
    title: challenge.title,
    shortDescription: challenge.shortDescription,
    description: challenge.description,
    image: challenge.image,
    gameId: challenge.gameId,
    type: presetOf(challenge.type),
    startsAt: toLocalInput(challenge.startTime),
    durationHours: String(challenge.durationHours),
    entryFee: String(challenge.entryFee),
    maxPlayers: String(challenge.maxPlayers),
    minPlayers: String(challenge.minPlayers),
    gameLimit: String(challenge.gameLimit),
    skillLevel: String(challenge.skillLevel),
    prizes: challenge.prizes.map((prize) => ({ title: prize.title, usd: centsToUsdText(prize.valueCents) })),
  };
}

type Candidate = Record<string, unknown>;

/** The body as the operator typed it; unparseable numbers stay as text so the schema names the field. */
function candidate(values: ChallengeFormValues): Candidate {
  const number = (text: string) => wholeNumber(text) ?? text;
  return {
    title: values.title,
    shortDescription: values.shortDescription,
    description: values.description,
    image: values.image,
    gameId: values.gameId,
    type: values.type,
    startsAt: fromLocalInput(values.startsAt) ?? values.startsAt,
    durationHours: number(values.durationHours),
    entryFee: number(values.entryFee),
    maxPlayers: number(values.maxPlayers),
    minPlayers: number(values.minPlayers),
    gameLimit: number(values.gameLimit),
    skillLevel: number(values.skillLevel),
    prizes: values.prizes.map((prize) => ({
      title: prize.title,
      valueCents: usdTextToCents(prize.usd) ?? prize.usd,
    })),
  };
}

const fields: ReadonlySet<string> = new Set(challengeFormFields);

/** A zod issue as a translation key of `admin.challenges.validation`. */
function issueMessage(issue: {
  code: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  expected?: unknown;
}): ChallengeFieldMessage {
  const [field, , leaf] = issue.path.map(String);
  if (field === 'startsAt') return { key: 'admin.challenges.validation.startsAt' };
  if (field === 'prizes' && leaf === 'valueCents') return { key: 'admin.challenges.validation.prizeValue' };
  if (field === 'minPlayers' && issue.code === 'custom') {
    return { key: 'admin.challenges.validation.minPlayersAboveMax' };
  }
  if (issue.code === 'too_small' && typeof issue.minimum !== 'undefined') {
    return issue.origin === 'string'
      ? { key: 'admin.challenges.validation.required' }
      : { key: 'admin.challenges.validation.min', params: { min: Number(issue.minimum) } };
  }
  if (issue.code === 'too_big' && typeof issue.maximum !== 'undefined')
    return { key: 'admin.challenges.validation.max', params: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_type' && issue.expected === 'number')
    return { key: 'admin.challenges.validation.wholeNumber' };
  return { key: 'admin.challenges.validation.invalid' };
}

/** The machine's validator: the contract's schema over the typed values, errors per field. */
export function validateChallengeForm(values: ChallengeFormValues): ChallengeFormValidation {
  const body = candidate(values);
  if (values.image === null) delete body.image;
  const parsed = adminChallengeBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data satisfies AdminChallengeBody };
  const fieldErrors: ChallengeFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!fields.has(field)) continue;
    const name = field as ChallengeFormField;
    fieldErrors[name] ??= issueMessage(issue as Parameters<typeof issueMessage>[0]);
  }
  if (Object.keys(fieldErrors).length === 0)
    fieldErrors.title = { key: 'admin.challenges.validation.invalid' };
  return { ok: false, fieldErrors };
}

/**
 * The translations as the body sends them (decision 0058): a field left empty is left out (players
 * then read English), a language with nothing left is dropped; always sent, so an edit replaces them.
 */
export function translationsBody(translations: ChallengeTranslations): ChallengeTranslations {
  const body: ChallengeTranslations = {};
  for (const language of translatedLanguages) {
    const words: ChallengeTranslation = {};
    for (const [field, value] of Object.entries(translations[language] ?? {})) {
      if (value && value.trim() !== '') words[field as keyof ChallengeTranslation] = value;
    }
    if (Object.keys(words).length > 0) body[language] = words;
  }
  return body;
}
