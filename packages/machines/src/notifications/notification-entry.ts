// One inbox entry, as GET /api/notifications answers it (@arena/contract notificationSchema; decisions 0034,
// 0047 and 0071). A challenge entry names its challenge; an account entry (passport_*, payout_*) has none, so
// its challenge fields are null and it carries its own figures instead. challenge_overtaken carries its rank.

export type ChallengeNotificationKind =
  'challenge_started' | 'challenge_ending' | 'challenge_result' | 'challenge_voided' | 'challenge_overtaken';
export type AccountNotificationKind =
  'passport_verified' | 'passport_rejected' | 'payout_paid' | 'payout_failed';

export type NotificationEntry = {
  readonly id: string;
  readonly kind: ChallengeNotificationKind | AccountNotificationKind;
  /** Null for an account entry, as are the title, game and end. */
  readonly challengeId: string | null;
  readonly challengeTitle: string | null;
  readonly gameId: string | null;
  readonly createdAt: string;
  readonly readAt: string | null;
  readonly endTime: string | null;
  readonly result: {
    readonly rank: number | null;
    readonly players: number;
    readonly prize: { readonly title: string; readonly value: number } | null;
    readonly xp: number;
  } | null;
  readonly refundedGCoins: number | null;
  /** passport_rejected: the reason given, when one was recorded. */
  readonly rejectionReason?: string | null;
  /** payout_paid and payout_failed: the withdrawal and its crystals. */
  readonly payout?: { readonly withdrawalId: string; readonly crystals: number } | null;
  /** challenge_overtaken (decision 0071): the place the player dropped to. */
  readonly overtaken?: { readonly rank: number } | null;
};
