import { z } from 'zod';
import type { NotificationKind } from './notifications';
import { lineText } from './request';

// Web Push (issue 33, docs/decisions/0069-web-push.md): a player's devices subscribe with the push service
// their browser gives them, and the server sends each inbox entry (decision 0034, 0047) to each device once,
// encrypted (RFC 8291, aes128gcm) with the VAPID key pair (RFC 8292) whose public half is
// GET /api/push/public-key. Per kind, a player may turn pushes off; the inbox records either way.

/** What a player can turn on and off, one switch each (spec: the settings' notification kinds). */
export const pushKinds = ['challenge_start', 'last_hours', 'overtaken', 'result', 'payout'] as const;
export const pushKindSchema = z.enum(pushKinds);
export type PushKind = z.infer<typeof pushKindSchema>;

/**
 * The push kind of each inbox kind, or null when an inbox kind is never pushed. `overtaken` is the
 * leaderboard's challenge_overtaken entry (decision 0071).
 */
export const pushKindOfNotification: Record<NotificationKind, PushKind | null> = {
  challenge_started: 'challenge_start',
  challenge_ending: 'last_hours',
  challenge_result: 'result',
  challenge_voided: 'result',
  challenge_overtaken: 'overtaken',
  payout_paid: 'payout',
  payout_failed: 'payout',
  passport_verified: null,
  passport_rejected: null,
};

/** The paths the server's sandbox push service answers on (`<origin>/sandbox/push/<id>`). */
export const sandboxPushPath = '/sandbox/push/';
/** A sandbox endpoint whose id starts so answers 410 Gone, as a real service does for a dropped subscription. */
export const sandboxPushGonePrefix = 'gone-';
/** The id of a sandbox endpoint: letters, digits, `-` and `_`, 8 to 100 of them. */
export const sandboxPushIdPattern = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The push services of the browsers Arena supports (Chrome, Edge, Firefox, Safari, Samsung Internet and
 * Opera use these). The server sends only to them (and to its own sandbox): an address a player types in is
 * never a place the server posts to.
 */
export const pushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** Whether `host` is a known push service (the host itself or a subdomain of one). */
export function isPushServiceHost(host: string): boolean {
  const name = host.toLowerCase();
  return pushServiceHosts.some((known) => name === known || name.endsWith(`.${known}`));
}

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** How many bytes a base64url text decodes to (no Buffer: the contract runs in the browser too). */
function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

/** A base64url key (padding optional) that decodes to exactly `bytes` bytes. */
const keyOfLength = (bytes: number, what: string) =>
  lineText(200).refine((value) => base64url.test(value) && decodedLength(value) === bytes, {
    error: `must be ${what} in base64url (${bytes} bytes)`,
  });

/** An endpoint's URL as the browser gives it; whether the server sends to it is checked by the route. */
export const pushEndpointSchema = lineText(1000).pipe(
  z.url({ protocol: /^https?$/, error: 'must be the https:// address of a push service' }),
);

/** POST /api/push/subscriptions (signed in): this device, as PushSubscription.toJSON() gives it. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: keyOfLength(65, 'an uncompressed P-256 public key').refine(
      // The first byte is 0x04 (uncompressed), so the first character is `B` (000001|00…).
      (value) => value.startsWith('B'),
      { error: 'must be an uncompressed P-256 public key (starting with 0x04)' },
    ),
    /** The device's authentication secret (16 bytes). */
    auth: keyOfLength(16, 'a 16-byte authentication secret'),
  }),
  /** The browser's own expiry of the subscription (PushSubscription.expirationTime); ignored. */
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

/** DELETE /api/push/subscriptions (signed in): forget this device of the caller's. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: pushEndpointSchema });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/** GET /api/push/public-key: the VAPID public key, base64url (the applicationServerKey of subscribe()). */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

/** The answer to a subscribe or unsubscribe: how many devices the player now has subscribed. */
export const pushSubscriptionResponseSchema = z.object({ devices: z.number().int().min(0) });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** Each kind on (true) or off; a kind the player never set is on. */
export const pushPreferencesSchema = z.object({
  challenge_start: z.boolean(),
  last_hours: z.boolean(),
  overtaken: z.boolean(),
  result: z.boolean(),
  payout: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** GET /api/push/preferences: the switches and how many devices are subscribed. */
export const pushPreferencesResponseSchema = z.object({
  preferences: pushPreferencesSchema,
  devices: z.number().int().min(0),
});
export type PushPreferencesResponse = z.infer<typeof pushPreferencesResponseSchema>;

/** PUT /api/push/preferences: any of the switches (the others are kept). */
export const pushPreferencesUpdateSchema = pushPreferencesSchema.partial().strict();
export type PushPreferencesUpdate = z.infer<typeof pushPreferencesUpdateSchema>;

/**
 * What a push carries once decrypted (the service worker shows it): words in the player's language, the
 * same-origin path of the page it is about, a tag that replaces an earlier push about the same thing.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on this site: one leading slash, never `//` (another host) or a backslash. */
  url: z.string().regex(/^\/(?![/\\])/, { error: 'must be a path on this site' }),
  tag: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl']),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** One message the sandbox push service received (GET /sandbox/push.json?endpoint=). */
export const sandboxPushMessageSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  /** The request's headers as received (lower-case names): content-encoding, authorization, ttl, urgency… */
  headers: z.record(z.string(), z.string()),
  /** The encrypted body, base64url. */
  body: z.string(),
  receivedAt: z.string(),
});
export type SandboxPushMessage = z.infer<typeof sandboxPushMessageSchema>;
export const sandboxPushListSchema = z.object({ data: z.array(sandboxPushMessageSchema) });
export type SandboxPushList = z.infer<typeof sandboxPushListSchema>;
export const sandboxPushQuerySchema = z.object({ endpoint: pushEndpointSchema });
