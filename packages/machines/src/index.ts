// XState v5 machines for the flows of spec §4, one folder per flow (`<flow>/<flow>.machine.ts` with its
// test beside it). Side effects are supplied by the app through `.provide()`. Contexts hold message keys
// (or the server's own words), never translated text.
export {
  fieldErrorsFrom,
  isAuthFailure,
  isSubmitting,
  messageOf,
  serverWordsFrom,
  userMessageFrom,
} from './messages/user-message';
export type { FieldErrors, ServerWords, UserMessage } from './messages/user-message';

export { authMachine, REFRESH_BEFORE_EXPIRY_MS } from './auth/auth.machine';
export type { AuthContext, AuthEvent, AuthInput, LoginCredentials } from './auth/auth.machine';
export { isTokenValid, readTokenClaims } from './auth/token-claims';
export type { TokenClaims } from './auth/token-claims';

export { loginFormMachine } from './login-form/login-form.machine';
export type {
  LoginAnswer,
  LoginField,
  LoginFormContext,
  LoginFormEmitted,
  LoginFormEvent,
  LoginFormInput,
} from './login-form/login-form.machine';

export { registerFormMachine } from './register-form/register-form.machine';
export type {
  RegisterAnswer,
  RegisterBanner,
  RegisterField,
  RegisterFormContext,
  RegisterFormEvent,
  RegisterFormInput,
  RegisterRequestBody,
} from './register-form/register-form.machine';

export { displayNameEditMachine } from './display-name-edit/display-name-edit.machine';
export type {
  DisplayNameEditContext,
  DisplayNameEditEvent,
  DisplayNameEditInput,
  SaveDisplayNameOutput,
} from './display-name-edit/display-name-edit.machine';

export { contactFormMachine, emptyContactFields } from './contact-form/contact-form.machine';
export type {
  ContactField,
  ContactFields,
  ContactFormContext,
  ContactFormEvent,
} from './contact-form/contact-form.machine';

export { passwordChangeMachine } from './password-change/password-change.machine';
export type {
  ChangePasswordOutput,
  PasswordChangeContext,
  PasswordChangeEvent,
  PasswordChangeInputOptions,
  PasswordField,
} from './password-change/password-change.machine';

export { earningsPrivacyMachine } from './earnings-privacy/earnings-privacy.machine';
export { signOutEverywhereMachine } from './sign-out-everywhere/sign-out-everywhere.machine';
export type {
  SignOutEverywhereContext,
  SignOutEverywhereEvent,
} from './sign-out-everywhere/sign-out-everywhere.machine';
export type {
  EarningsPrivacyContext,
  EarningsPrivacyEvent,
  EarningsPrivacyInput,
  SaveEarningsPrivacyOutput,
} from './earnings-privacy/earnings-privacy.machine';

export { cardPaymentMachine } from './card-payment/card-payment.machine';
export type {
  CardPaymentContext,
  CardPaymentEvent,
  CardPaymentInput,
  CompleteOrderOutput,
} from './card-payment/card-payment.machine';

export { hostedPaymentMachine } from './hosted-payment/hosted-payment.machine';
export type {
  HostedPaymentContext,
  HostedPaymentEvent,
  PaymentCurrency,
  PaymentLinkRequest,
} from './hosted-payment/hosted-payment.machine';

export { paymentResultMachine } from './payment-result/payment-result.machine';
export type {
  CompletePaymentOutput,
  PaymentResultContext,
  PaymentResultEvent,
  PaymentResultInput,
} from './payment-result/payment-result.machine';

export { canExchange, exchangeMachine } from './exchange/exchange.machine';
export type {
  ExchangeContext,
  ExchangeEvent,
  ExchangeInput,
  ExchangeOutput,
} from './exchange/exchange.machine';

export { emptyWallet, walletMachine } from './wallet/wallet.machine';
export type { WalletBalances, WalletContext, WalletEvent, WalletInput } from './wallet/wallet.machine';

export {
  allTransactionTypes,
  availableTypes,
  emptyStateKind,
  filtersActive,
  transactionsMachine,
  visibleTransactions,
} from './transactions/transactions.machine';
export type {
  LoadTransactionsInput,
  TransactionItem,
  TransactionsContext,
  TransactionsEmptyState,
  TransactionsEvent,
  TransactionsPageResult,
} from './transactions/transactions.machine';

export { enrolmentMachine } from './enrolment/enrolment.machine';
export type {
  EnrolmentContext,
  EnrolmentEvent,
  EnrolmentInput,
  EnrolOutput,
} from './enrolment/enrolment.machine';

export { gameProviders, gameSelectionMachine } from './game-selection/game-selection.machine';
export type {
  GameProvider,
  GameSelectionContext,
  GameSelectionEvent,
  SelectedGame,
} from './game-selection/game-selection.machine';

export { rsoLoginMachine, rsoRegions } from './rso-login/rso-login.machine';
export type {
  RsoExchangeInput,
  RsoGame,
  RsoLoginContext,
  RsoLoginEvent,
  RsoLoginInput,
  RsoRegion,
} from './rso-login/rso-login.machine';

export { brawlStarsLinkMachine } from './brawl-stars-link/brawl-stars-link.machine';
export type {
  BrawlStarsClaimShown,
  BrawlStarsLinkContext,
  BrawlStarsLinkEvent,
} from './brawl-stars-link/brawl-stars-link.machine';

export { disconnectMachine } from './disconnect/disconnect.machine';
export type {
  DisconnectContext,
  DisconnectEvent,
  DisconnectInput,
  DisconnectOutput,
} from './disconnect/disconnect.machine';

export {
  passportStatusView,
  passportUploadMachine,
  passportUploadView,
} from './passport-upload/passport-upload.machine';
export type {
  PassportDecision,
  PassportFile,
  PassportStatusData,
  PassportStatusView,
  PassportUploadContext,
  PassportUploadEmitted,
  PassportUploadEvent,
  PassportUploadOutput,
  PassportUploadProgress,
  PassportUploadView,
} from './passport-upload/passport-upload.machine';

export { countdownMachine, countdownParts } from './countdown/countdown.machine';
export type {
  CountdownContext,
  CountdownEvent,
  CountdownInput,
  CountdownParts,
} from './countdown/countdown.machine';

export { clampWithdrawalAmount, withdrawalMachine } from './withdrawal/withdrawal.machine';
export type {
  VerificationRequiredFailure,
  WithdrawalCard,
  WithdrawalConfirmation,
  WithdrawalContext,
  WithdrawalEligibility,
  WithdrawalEmitted,
  WithdrawalEvent,
  WithdrawalField,
  WithdrawalInput,
  WithdrawalReview,
  WithdrawalSummary,
} from './withdrawal/withdrawal.machine';

export { savedCardsMachine } from './saved-cards/saved-cards.machine';
export type { SavedCardItem, SavedCardsContext, SavedCardsEvent } from './saved-cards/saved-cards.machine';

export {
  isOfferDialogOpen,
  referralOfferMachine,
  showGiftButton,
} from './referral-offer/referral-offer.machine';
export type {
  ReferralOfferContext,
  ReferralOfferEvent,
  ReferralOfferInput,
} from './referral-offer/referral-offer.machine';

export { referralClaimMachine } from './referral-claim/referral-claim.machine';
export type {
  ReferralClaimContext,
  ReferralClaimEvent,
  ReferralClaimOutput,
  ReferralClaimRequest,
  ReferralClaimResult,
} from './referral-claim/referral-claim.machine';

export { isShareCancelled, shareMachine } from './share/share.machine';
export type { ShareContext, ShareEvent, ShareInput, ShareTarget } from './share/share.machine';
export {
  notificationCountMachine,
  notificationEmailMachine,
  notificationsMachine,
  unreadRefreshMs,
  unsubscribeMachine,
} from './notifications/notifications.machine';
export type {
  MarkReadInput,
  MarkReadOutput,
  NotificationCountContext,
  NotificationCountEvent,
  NotificationEmailContext,
  NotificationEntry,
  NotificationsContext,
  NotificationsEvent,
  NotificationsPageResult,
  UnsubscribeContext,
} from './notifications/notifications.machine';

export { olderChallengesMachine } from './older-challenges/older-challenges.machine';
export type {
  OlderChallengesContext,
  OlderChallengesEvent,
  OlderPage,
} from './older-challenges/older-challenges.machine';
export {
  defaultBreakdownRefreshMs,
  scoringBreakdownMachine,
} from './scoring-breakdown/scoring-breakdown.machine';
export type {
  ScoringBreakdownContext,
  ScoringBreakdownEvent,
  ScoringBreakdownInput,
} from './scoring-breakdown/scoring-breakdown.machine';
export { subscribeMachine } from './subscribe/subscribe.machine';
export type { SubscribeContext, SubscribeEvent } from './subscribe/subscribe.machine';

export {
  adminChallengeFormMachine,
  centsToUsdText,
  challengeFormFields,
  emptyChallengeForm,
  presetValues,
  serverFieldErrors,
} from './admin-challenge-form/admin-challenge-form.machine';
export type {
  AdminChallengeFormContext,
  AdminChallengeFormEvent,
  AdminChallengeFormInput,
  ChallengeFieldErrors,
  ChallengeFieldMessage,
  ChallengeFormField,
  ChallengeFormPrize,
  ChallengeFormValidation,
  ChallengeFormValues,
} from './admin-challenge-form/admin-challenge-form.machine';

export { adminChallengeCancelMachine } from './admin-challenge-cancel/admin-challenge-cancel.machine';
export type {
  AdminChallengeCancelContext,
  AdminChallengeCancelEvent,
  ChallengeCancelResult,
  ChallengeToCancel,
} from './admin-challenge-cancel/admin-challenge-cancel.machine';

export { adminPassportReviewMachine } from './admin-passport-review/admin-passport-review.machine';
export type {
  AdminPassportReviewContext,
  AdminPassportReviewEvent,
  PassportReviewDecision,
  PassportReviewFile,
  PassportReviewItem,
} from './admin-passport-review/admin-passport-review.machine';

export { adminPayoutDecisionMachine } from './admin-payout-decision/admin-payout-decision.machine';

export { adminFlagResolveMachine } from './admin-flag-resolve/admin-flag-resolve.machine';
export type {
  AdminFlagResolveContext,
  AdminFlagResolveEvent,
  FlagResolveItem,
} from './admin-flag-resolve/admin-flag-resolve.machine';
export type {
  AdminPayoutDecisionContext,
  AdminPayoutDecisionEvent,
  PayoutApprovalOutput,
  PayoutDecision,
  PayoutDecisionItem,
} from './admin-payout-decision/admin-payout-decision.machine';

export { adminOperationMachine, isConfirmStep } from './admin-operation/admin-operation.machine';
export type {
  AdminOperationContext,
  AdminOperationEvent,
  AdminOperationInput,
  AdminOperationTarget,
} from './admin-operation/admin-operation.machine';
export { adminBlockPlayerMachine } from './admin-block-player/admin-block-player.machine';
export type {
  AdminBlockPlayerContext,
  AdminBlockPlayerEvent,
  AdminBlockPlayerInput,
} from './admin-block-player/admin-block-player.machine';

export { photoUploadMachine } from './photo-upload/photo-upload.machine';
export type {
  PhotoFile,
  PhotoUploadContext,
  PhotoUploadEmitted,
  PhotoUploadEvent,
  UploadPhotoOutput,
} from './photo-upload/photo-upload.machine';
export {
  resendCooldownMs,
  resendVerificationMachine,
} from './resend-verification/resend-verification.machine';
export type {
  ResendVerificationContext,
  ResendVerificationEvent,
  ResendVerificationOutput,
} from './resend-verification/resend-verification.machine';

export { waitlistMachine } from './waitlist/waitlist.machine';
export type { WaitlistContext, WaitlistEvent } from './waitlist/waitlist.machine';

export { steamCallbackMachine, steamId64Pattern } from './steam-callback/steam-callback.machine';
export type {
  SteamCallbackContext,
  SteamCallbackInput,
  SteamReturnProblem,
} from './steam-callback/steam-callback.machine';

export { secondFactorMachine } from './second-factor/second-factor.machine';
export type {
  SecondFactorContext,
  SecondFactorEmitted,
  SecondFactorEvent,
  SecondFactorInput,
} from './second-factor/second-factor.machine';

export { mfaEnrolmentMachine } from './mfa-enrolment/mfa-enrolment.machine';
export type {
  EnrolmentConfirmation,
  EnrolmentKey,
  MfaEnrolmentContext,
  MfaEnrolmentEmitted,
  MfaEnrolmentEvent,
} from './mfa-enrolment/mfa-enrolment.machine';

export { accountSessionsMachine } from './account-sessions/account-sessions.machine';
export type {
  AccountSessionItem,
  AccountSessionsContext,
  AccountSessionsEvent,
  AccountSessionsFailure,
} from './account-sessions/account-sessions.machine';
export { accountDeletionMachine } from './account-deletion/account-deletion.machine';
export type {
  AccountDeletionContext,
  AccountDeletionEvent,
  AccountDeletionInput,
  DeleteAccountRequest,
} from './account-deletion/account-deletion.machine';
export { permissionDenied, pushKindNames, pushSettingsMachine } from './push/push-settings.machine';
export type {
  DeviceState,
  DeviceSubscription,
  PushKindName,
  PushSettingsContext,
  PushSettingsEvent,
  PushSwitches,
} from './push/push-settings.machine';
