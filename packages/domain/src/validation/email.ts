// E-mail addresses: the format (spec §5) and, for an address that becomes an identity or a payout
// target, one canonical form and the refusal of look-alikes (issue 29, "lookalike e-mails register").
import { domainError, invalid, valid, type Validation } from '../result';

// spec §5: a simple {something}@{something}.{something} pattern, as the browser's email input checks it
// loosely. The mail provider is the real judge (a verification email is sent on register).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/**
 * The address as it is stored and mailed: trimmed, NFC, the domain's trailing dots removed
 * (`arena.gg.` is the DNS root form of `arena.gg`, one mailbox). NFC, not NFKC: NFC only joins a
 * letter and its accents into the one code point they mean; NFKC would silently turn a fullwidth
 * `ａｄｍｉｎ` or a ligature into plain letters, and such an address is refused instead (checkEmailAddress).
 * The letter case is kept (a local part may be case-sensitive, and mail goes to the address as typed):
 * uniqueness and look-ups go through normalizeEmail, as the users table's index on lower(email) does.
 */
export function tidyEmail(raw: string): string {
  const text = raw.trim().normalize('NFC');
  const at = text.lastIndexOf('@');
  return at < 0 ? text : text.slice(0, at + 1) + text.slice(at + 1).replace(/\.+$/u, '');
}

/**
 * The canonical form of an address, for uniqueness, look-ups and the login throttle's key:
 * tidyEmail, lower-cased. `  ADMIN@Arena.GG. ` → `admin@arena.gg`.
 */
export function normalizeEmail(raw: string): string {
  return tidyEmail(raw).toLowerCase();
}

/**
 * Refused anywhere in an address: controls, every format character (zero-width space, ZWNJ, ZWJ,
 * LRM/RLM, embeddings, overrides, isolates, word joiner, invisible operators, BOM, soft hyphen, tags),
 * and the invisible characters that are not format characters (combining grapheme joiner, Hangul
 * fillers, Khmer invisible vowels, braille blank). None of them belongs in a mailbox name.
 */
const invisibleInEmail = /[\p{Cc}\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/u;

/**
 * Scripts a non-ASCII local part may be written in: none of their letters passes for an ASCII letter.
 * Latin (é, dotless ı, fullwidth ａ, the Kelvin sign), Cyrillic and Greek are left out on purpose: their
 * non-ASCII letters are how `admin` is imitated. Han, kana, Hangul and Bopomofo count as one script,
 * as Chinese, Japanese and Korean writing mixes them. Script_Extensions, so that shared marks and
 * digits (Arabic-Indic digits, Devanagari danda) count for each script that uses them.
 */
const plainScripts = [
  /\p{scx=Arabic}/u,
  /\p{scx=Hebrew}/u,
  /\p{scx=Devanagari}/u,
  /\p{scx=Bengali}/u,
  /\p{scx=Gurmukhi}/u,
  /\p{scx=Gujarati}/u,
  /\p{scx=Oriya}/u,
  /\p{scx=Tamil}/u,
  /\p{scx=Telugu}/u,
  /\p{scx=Kannada}/u,
  /\p{scx=Malayalam}/u,
  /\p{scx=Sinhala}/u,
  /\p{scx=Thai}/u,
  /\p{scx=Lao}/u,
  /\p{scx=Ethiopic}/u,
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Bopomofo}]/u,
] as const;

const nonAscii = /\P{ASCII}/u;
const asciiLetter = /[A-Za-z]/u;
/** Labels of ASCII letters, digits and hyphens: punycode (`xn--…`) is how a non-ASCII domain is typed. */
const asciiDomain = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/u;

/**
 * A local part is plain when it is ASCII, or when it has no ASCII letter, no compatibility character
 * (its NFKC is its NFC: no fullwidth forms, ligatures or Arabic presentation forms) and every non-ASCII
 * character belongs to one and the same of the plainScripts (a single script, none confusable with
 * ASCII). Look-alikes inside one of those scripts are left to the mail provider.
 */
function isPlainLocalPart(local: string): boolean {
  if (!nonAscii.test(local)) return true;
  if (asciiLetter.test(local) || local.normalize('NFKC') !== local.normalize('NFC')) return false;
  const others = [...local].filter((character) => nonAscii.test(character));
  return plainScripts.some((script) => others.every((character) => script.test(character)));
}

export type EmailAddressErrorCode = 'emailRequired' | 'emailInvalid' | 'emailLookalike';

/**
 * An address that becomes an account or a payout target (issue 29). In order, the first broken rule
 * being the answer:
 * - empty after trimming: emailRequired (validation.email.required);
 * - an invisible, zero-width or direction control character anywhere (before trimming: String#trim
 *   would hide a BOM): emailLookalike (validation.email.lookalike);
 * - not name@domain.tld once tidied: emailInvalid (validation.email.invalid);
 * - a domain that is not ASCII (a look-alike or an IDN: type its punycode), or a local part that is not
 *   plain (isPlainLocalPart): emailLookalike, checked on the text as typed (NFC would turn the Kelvin
 *   sign into K);
 * - a domain with an empty or non-hostname label (`arena..gg`, `a_b.gg`): emailInvalid.
 * The value is the stored form (tidyEmail); compare addresses with normalizeEmail.
 */
export function checkEmailAddress(
  raw: string,
  field = 'email',
): Validation<{ email: string }, EmailAddressErrorCode> {
  const refuse = (code: EmailAddressErrorCode, key: 'required' | 'invalid' | 'lookalike') =>
    invalid([domainError(code, `validation.email.${key}`, { field })]);
  const typed = raw.trim();
  if (typed === '') return refuse('emailRequired', 'required');
  if (invisibleInEmail.test(raw)) return refuse('emailLookalike', 'lookalike');
  const email = tidyEmail(raw);
  if (!isEmail(email)) return refuse('emailInvalid', 'invalid');
  const at = typed.lastIndexOf('@');
  const domain = typed.slice(at + 1).replace(/\.+$/u, '');
  if (nonAscii.test(domain) || !isPlainLocalPart(typed.slice(0, at))) {
    return refuse('emailLookalike', 'lookalike');
  }
  if (!asciiDomain.test(domain)) return refuse('emailInvalid', 'invalid');
  return valid({ email });
}
