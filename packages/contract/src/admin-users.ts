import { z } from 'zod';
import { levelInfoSchema } from './profile';
import { idSegment, lineText } from './request';

// The operator console's players and audit log (issue 12, docs/decisions/0020-operator-roles.md):
//   GET  /api/admin/users?q=&page=                      operators (admin, support)
//   GET  /api/admin/users/{id}
//   POST /api/admin/users/{id}/block {reason}           and /unblock
//   POST /api/admin/users/{id}/resend-verification
//   PUT  /api/admin/users/{id}/role {role}              admins only
//   POST /api/admin/game-accounts/{accountId}/release {reason}
//   GET  /api/admin/audit-log?actor=&action=&targetType=&targetId=&page=
// Money is whole crystals and GCoins; times are ISO 8601.

/** Who a user is: a player, or an operator (`support` runs players, passports and payouts; `admin` everything). */
export const userRoles = ['player', 'support', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;
export const operatorRoles = ['support', 'admin'] as const satisfies readonly UserRole[];

export const adminUsersPageSize = 20;
export const adminAuditLogPageSize = 50;

const pageParam = z
  .string()
  .regex(/^\d+$/, { error: 'must be a positive integer' })
  .transform(Number)
  .pipe(z.number().int().min(1).max(1_000_000));

/** A reason an operator writes (shown in the audit log and, for a block, on the player's page). */
const reasonSchema = lineText(500).pipe(z.string().trim().min(1, { error: 'is required' }));

export const adminUsersQuerySchema = z.object({
  /** Part of a name or email (any case), or an exact user id. */
  q: lineText(200).optional(),
  page: pageParam.default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminGameAccountParamsSchema = z.object({ accountId: idSegment });
export const blockUserRequestSchema = z.object({ reason: reasonSchema });
export type BlockUserRequest = z.infer<typeof blockUserRequestSchema>;
export const releaseGameAccountRequestSchema = z.object({ reason: reasonSchema });
export type ReleaseGameAccountRequest = z.infer<typeof releaseGameAccountRequestSchema>;
export const setUserRoleRequestSchema = z.object({ role: userRoleSchema });
export type SetUserRoleRequest = z.infer<typeof setUserRoleRequestSchema>;

export const adminPaginationSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Every match, on all pages. */
  total: z.number().int().min(0),
});
export type AdminPagination = z.infer<typeof adminPaginationSchema>;

/** One row of the players list. */
export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  emailVerified: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.string(),
  crystals: z.number().int().min(0),
  gCoins: z.number().int().min(0),
  /** When the player deleted their account (issue 30): the row then names no one (name and e-mail erased). */
  deletedAt: z.string().nullable().optional(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersResponseSchema = z.object({
  data: z.array(adminUserSummarySchema),
  pagination: adminPaginationSchema,
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** A game account the player linked, live or ended (`linked` false: unlinkedAt and its reason). */
export const adminGameAccountSchema = z.object({
  id: z.string(),
  provider: z.enum(['riot', 'steam', 'supercell']),
  /** The games the account plays (a Riot account: League of Legends and Valorant). */
  games: z.array(z.string()),
  displayName: z.string(),
  /** Riot PUUID, SteamID64 or Brawl Stars tag. */
  externalId: z.string(),
  linked: z.boolean(),
  linkedAt: z.string(),
  unlinkedAt: z.string().nullable(),
  unlinkReason: z.string().nullable(),
});
export type AdminGameAccount = z.infer<typeof adminGameAccountSchema>;

/** One journal transaction of the player: what it moved in each of their wallets (signed). */
export const adminLedgerEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The server's English description; the console tells known movements again from `metadata`. */
  description: z.string(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  status: z.string(),
  gCoins: z.number().int(),
  crystals: z.number().int(),
  createdAt: z.string(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

export const adminUserChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  /** 0 upcoming, 1 current, 2 finished (or any later status, such as cancelled). */
  status: z.number().int(),
  enrolledAt: z.string(),
  /** Once finished: the player's rank among the winners, when they won a place. */
  rank: z.number().int().min(1).nullable(),
  /** Points from counted matches, and the bonus on top (the leaderboard ranks their sum, spec §9). */
  score: z.number().int(),
  bonusScore: z.number().int(),
});
export type AdminUserChallenge = z.infer<typeof adminUserChallengeSchema>;

/** A device id the player's sessions came from (sent by the browser as X-Device-ID). */
export const adminUserDeviceSchema = z.object({
  deviceId: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** Sign-ins (sessions started) from it. */
  sessions: z.number().int().min(0),
});
export type AdminUserDevice = z.infer<typeof adminUserDeviceSchema>;

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  provider: z.enum(['local', 'google', 'discord']),
  country: z.string().nullable(),
  levelInfo: levelInfoSchema,
  /** The latest sign-in (password or third-party), when any session was ever started. */
  lastSignInAt: z.string().nullable(),
  gameAccounts: z.array(adminGameAccountSchema),
  /** The latest 50 journal transactions, newest first. */
  ledger: z.array(adminLedgerEntrySchema),
  challenges: z.array(adminUserChallengeSchema),
  devices: z.array(adminUserDeviceSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserResponseSchema = z.object({ data: adminUserDetailSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

/** Block, unblock, role: the player's row after the change. */
export const adminUserActionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: adminUserSummarySchema,
});
export type AdminUserActionResponse = z.infer<typeof adminUserActionResponseSchema>;

export const releaseGameAccountResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: adminGameAccountSchema,
});
export type ReleaseGameAccountResponse = z.infer<typeof releaseGameAccountResponseSchema>;

export const adminAuditLogQuerySchema = z.object({
  /** The operator's user id or email. */
  actor: lineText(320).optional(),
  action: lineText(100).optional(),
  targetType: lineText(100).optional(),
  targetId: lineText(200).optional(),
  page: pageParam.default(1),
});
export type AdminAuditLogQuery = z.input<typeof adminAuditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the command line (`npm run admin:create`). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const adminAuditLogResponseSchema = z.object({
  data: z.array(auditLogEntrySchema),
  pagination: adminPaginationSchema,
});
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponseSchema>;

export const operatorUserMessages = {
  operatorOnly: 'Only operators can do this.',
  accountBlocked: 'This account is blocked. Contact support.',
  userNotFound: 'Player not found.',
  blocked: 'Player blocked. Their sessions have ended.',
  unblocked: 'Player unblocked.',
  alreadyBlocked: 'This player is already blocked.',
  notBlocked: 'This player is not blocked.',
  cannotBlockSelf: 'You cannot block your own account.',
  ownAccount: 'You cannot decide on your own account: another operator must.',
  cannotBlockAdmin: 'An administrator cannot be blocked. Change their role first.',
  onlyAdminsBlockOperators: 'Only administrators can block an operator.',
  roleChanged: 'Role changed.',
  lastAdmin: 'Arena needs at least one administrator. Make someone else an administrator first.',
  blockedCannotBeOperator: 'Unblock this account before giving it an operator role.',
  verificationSent: 'Verification email sent.',
  alreadyVerified: "This player's email address is already verified.",
  gameAccountNotFound: 'Game account not found.',
  onlyBrawlStarsRelease: 'Only a Brawl Stars tag can be released.',
  alreadyReleased: 'This game account is not linked any more.',
  released: 'Brawl Stars tag released. Another player can now claim it.',
} as const;
