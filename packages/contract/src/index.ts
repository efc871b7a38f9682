export {
  authMessages,
  authRedirects,
  deviceResponseSchema,
  headerNames,
  identityProviders,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  sandboxMailSchema,
  sandboxOutboxResponseSchema,
  tokenResponseSchema,
} from './auth';
export type {
  DeviceResponse,
  IdentityProvider,
  LoginRequest,
  MessageResponse,
  RegisterRequest,
  SandboxMail,
  SandboxOutboxResponse,
  TokenResponse,
} from './auth';
export { errorResponseSchema } from './envelope';
export type { ErrorResponse } from './envelope';
export { healthResponseSchema } from './health';
export type { HealthResponse } from './health';
export {
  authProviderSchema,
  changePasswordRequestSchema,
  earningsPrivacyRequestSchema,
  levelInfoSchema,
  meResponseSchema,
  profileResponseSchema,
  profileStatsSchema,
  tierSchema,
  updateNameRequestSchema,
  updatePhotoRequestSchema,
  uploadResponseSchema,
  userSchema,
  userUpdateResponseSchema,
} from './profile';
export type {
  AuthProvider,
  ChangePasswordRequest,
  LevelInfo,
  MeResponse,
  ProfileResponse,
  ProfileStats,
  Tier,
  UploadResponse,
  User,
  UserUpdateResponse,
} from './profile';
export {
  dashboardResponseSchema,
  leaderboardEntrySchema,
  leaderboardResponseSchema,
  publicProfileResponseSchema,
  publicProfileSchema,
} from './public';
export type {
  DashboardResponse,
  LeaderboardEntry,
  LeaderboardResponse,
  PublicProfile,
  PublicProfileResponse,
} from './public';
export {
  exchangeRequestSchema,
  exchangeResponseSchema,
  ledgerAuditResponseSchema,
  ledgerTransactionTypes,
  transactionSchema,
  transactionsLimitMax,
  transactionsPaginationSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  walletCurrencySchema,
  walletResponseSchema,
} from './wallet';
export type {
  ExchangeRequest,
  ExchangeResponse,
  LedgerAuditResponse,
  LedgerTransactionType,
  Transaction,
  TransactionsPagination,
  TransactionsQuery,
  TransactionsResponse,
  WalletCurrency,
  WalletResponse,
} from './wallet';
