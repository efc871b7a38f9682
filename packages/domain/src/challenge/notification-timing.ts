// Notifications (issue 16, docs/decisions/0034-notifications.md): when the "ends soon" notice goes.

/** A running challenge whose end is this near gets its participants' `challenge_ending` notice (1 hour). */
export const challengeEndingNoticeMinutes = 60;
export const challengeEndingNoticeMs = challengeEndingNoticeMinutes * 60_000;
