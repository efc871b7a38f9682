import { languageCodes } from '@arena/domain';
import { z } from 'zod';
import { lineText } from './request';
import { usdAmountSchema } from './usd';

// Notifications (issue 16, docs/decisions/0034-notifications.md): an email and an in-site inbox entry when
// a joined challenge starts, one hour before it ends, with its result, and when the lifecycle voids it; and
// (issue 34 row 9, decision 0047) when the player's passport is verified or rejected and when a withdrawal
// is paid or fails and is refunded; and (issue 33, decision 0071) when a player who held a prize place in a
// running challenge is overtaken on its leaderboard. The inbox stores structured data, not text: the site
// words each entry in the reader's current language. Times are ISO 8601 strings in UTC; prize values are
// USD on the wire (dollars, decision 0022).

/** Entries about a challenge the player joined (they carry its id, title, game and end). */
export const challengeNotificationKinds = [
  'challenge_started',
  'challenge_ending',
  'challenge_result',
  'challenge_voided',
  'challenge_overtaken',
] as const;
/** Entries about the player's account: no challenge (its fields are null). */
export const accountNotificationKinds = [
  'passport_verified',
  'passport_rejected',
  'payout_paid',
  'payout_failed',
] as const;
export const notificationKinds = [...challengeNotificationKinds, ...accountNotificationKinds] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
export type ChallengeNotificationKind = (typeof challengeNotificationKinds)[number];
export type AccountNotificationKind = (typeof accountNotificationKinds)[number];

export function isAccountNotificationKind(kind: string): kind is AccountNotificationKind {
  return (accountNotificationKinds as readonly string[]).includes(kind);
}

/** Entries a page of the inbox holds (newest first). */
export const notificationsPageSize = 20;

export const notificationResultSchema = z.object({
  /** 1-based place; null when the player was excluded (no rank). */
  rank: z.number().int().positive().nullable(),
  /** How many players were ranked. */
  players: z.number().int().min(0),
  /** The prize won; null when none. */
  prize: z.object({ title: z.string(), value: usdAmountSchema }).nullable(),
  /** XP awarded by the finish. */
  xp: z.number().int().min(0),
});
export type NotificationResult = z.infer<typeof notificationResultSchema>;

/** payout_paid and payout_failed: the withdrawal and its crystals (refunded to the wallet when failed). */
export const notificationPayoutSchema = z.object({
  withdrawalId: z.string(),
  crystals: z.number().int().positive(),
});
export type NotificationPayout = z.infer<typeof notificationPayoutSchema>;

/** challenge_overtaken (decision 0071): the player's place right after they were passed; nobody is named. */
export const notificationOvertakenSchema = z.object({
  rank: z.number().int().positive(),
});
export type NotificationOvertaken = z.infer<typeof notificationOvertakenSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** The challenge of a challenge_* entry; null for an account entry (passport_*, payout_*). */
  challengeId: z.string().nullable(),
  challengeTitle: z.string().nullable(),
  gameId: z.string().nullable(),
  /** ISO 8601: when the entry was made. */
  createdAt: z.string(),
  /** ISO 8601: when the player read it; null while unread. */
  readAt: z.string().nullable(),
  /** ISO 8601: the challenge's end; null for an account entry. */
  endTime: z.string().nullable(),
  /** Only for challenge_result (null for the other kinds). */
  result: notificationResultSchema.nullable(),
  /** Only for challenge_voided: GCoins refunded to the player (0 for a free challenge); null otherwise. */
  refundedGCoins: z.number().int().min(0).nullable(),
  /**
   * Only for passport_rejected: the reason the operator (or the check) gave, null when none was recorded
   * and for the other kinds. Absent from an older server's answer: read as null.
   */
  rejectionReason: z.string().nullable().default(null),
  /** Only for payout_paid and payout_failed; null otherwise (absent from an older server's answer). */
  payout: notificationPayoutSchema.nullable().default(null),
  /** Only for challenge_overtaken; null otherwise (absent from an older server's answer). */
  overtaken: notificationOvertakenSchema.nullable().default(null),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?cursor= (signed in). */
export const notificationsQuerySchema = z.object({ cursor: lineText(200).optional() });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = z.object({
  /** Newest first, notificationsPageSize a page. */
  items: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
  /** Opaque: pass it back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications/read: the given ids (the caller's own; others are ignored), or every one. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.array(lineText(100)).max(100).optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;
export const markNotificationsReadResponseSchema = z.object({ unreadCount: z.number().int().min(0) });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

/** GET and PUT /api/notifications/settings: `email` governs mail only; the inbox always records. */
export const notificationSettingsSchema = z.object({ email: z.boolean() });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST /api/notifications/unsubscribe {token} (no sign-in: the token comes from the email link). */
export const unsubscribeRequestSchema = z.object({ token: lineText(200) });
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
/** RFC 8058 one-click: POST /api/notifications/unsubscribe?token=… with body List-Unsubscribe=One-Click. */
export const unsubscribeQuerySchema = z.object({ token: lineText(200).optional() });
export const unsubscribeResponseSchema = z.object({ email: z.literal(false) });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** PUT /api/me/language (signed in) → 200 with the language now stored: the one the player's mail is written in. */
export const languageSchema = z.enum(languageCodes);
export const setLanguageRequestSchema = z.object({ language: languageSchema });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;
export const setLanguageResponseSchema = z.object({ language: languageSchema });
export type SetLanguageResponse = z.infer<typeof setLanguageResponseSchema>;

/** The 400 for an unsubscribe token that is malformed or not ours. */
export const notificationMessages = {
  invalidUnsubscribeToken: 'This unsubscribe link is not valid. Sign in to change your email settings.',
} as const;
