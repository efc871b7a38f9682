// The face of @arena/domain: every export by name (STYLE.md: small, explicit package faces).

// Results and messages
export { domainError, invalid, valid } from './result';
export type { DomainError, MessageParams, Validation } from './result';
export { englishMessages, formatMessage, messageKeys } from './messages';
export type { MessageKey } from './messages';

// Platform constants
export { dayMs, hourMs, minuteMs, secondMs } from './time/durations';
export { toEpochMs } from './time/instant';
export type { Instant } from './time/instant';
export { passportReviewHours, timersMs, withdrawalProcessingHours } from './platform/timers';
export { cookies, temporaryDeviceIdPrefix } from './platform/cookies';
export type { CookieRule } from './platform/cookies';
export {
  defaultLanguage,
  directionFor,
  directionOf,
  isLanguage,
  isLanguageCode,
  languageCodes,
  languageFor,
  languages,
  localeFileFor,
  scriptFor,
} from './platform/languages';
export type { FontScript, Language, LanguageCode, LocaleFile, TextDirection } from './platform/languages';
export { languageForCountry } from './platform/country-language';
export { firstStrongIsolate, isolate, popDirectionalIsolate } from './platform/bidi';
export { relativeTime } from './platform/relative-time';
export { regionMessageKeys, regions } from './platform/regions';
export type { Region } from './platform/regions';
export { isAllowedRichTextHref, richTextAllowlist, richTextPurifyConfig } from './platform/rich-text';
export type { RichTextAllowlist, RichTextAttribute, RichTextTag } from './platform/rich-text';
export {
  defaultRemainingDisconnections,
  hasLeaderboardBadge,
  leaderboardLimits,
  minimumAgeYears,
  parentalConsentUnderYears,
  transactionsPage,
} from './platform/limits';

// Money and economy
export { assertIntegerAmount, centsToDecimalString, formatUsdCents } from './money/usd-cents';
export { formatCount, groupDigits } from './money/figures';
export {
  crystalsForGCoins,
  crystalsFromUsdCents,
  crystalsPerGCoin,
  crystalsPerUsd,
  gCoinsFromCrystals,
  usdCentsFromCrystals,
} from './economy/exchange';
export {
  canExchangePack,
  firstPurchaseMultiplier,
  formatOrderAmount,
  gCoinPacks,
  gCoinsForPurchase,
  packForAmount,
  packForGCoins,
} from './economy/packs';
export type { GCoinPack } from './economy/packs';

// Challenges
export { prizePoolCents, prizePoolLabel, winnerTakesAllPrizeCents } from './challenge/prize-pool';
export type { PrizePoolLabel, PrizeValue } from './challenge/prize-pool';
export { prizeForRank, prizeTable, winningRanks } from './challenge/prize-table';
export type { PrizePlace, PrizeTableInput } from './challenge/prize-table';
export { boosterXpMultiplier, challengeXp, participationXp, placementXp } from './challenge/challenge-xp';
export { challengeProgress, pointsToPass } from './challenge/challenge-progress';
export type {
  ChallengeProgress,
  NextPlace,
  PlaceGap,
  PrizePlaces,
  ProgressInput,
  StandingEntry,
} from './challenge/challenge-progress';
export {
  challengeDurationsHours,
  challengeFilters,
  challengeTypeMessageKeys,
  challengeTypes,
  deriveChallengeType,
  mainEntryFee,
  matchesChallengeFilter,
} from './challenge/challenge-type';
export type { ChallengeFilter, ChallengeType, ChallengeTypeInput } from './challenge/challenge-type';
export { challengePresetNames, challengePresets, presetChallengeType } from './challenge/challenge-presets';
export { isPlaceTitle, placeTitle } from './challenge/place-title';
export type {
  ChallengePreset,
  ChallengePresetName,
  ChallengePresetPrize,
} from './challenge/challenge-presets';
export {
  maxSkillLevel,
  minSkillLevel,
  skillGroup,
  skillGroupColours,
  skillLevelsPerGroup,
} from './challenge/skill-group';
export type { SkillGroup } from './challenge/skill-group';
export {
  admitsBracket,
  bracketLevels,
  bracketOf,
  brawlStarsTrophiesPerStep,
  levelForPerformance,
  levelForRank,
  lolApexTiers,
  lolDivisionTiers,
  minimumMatchesForPerformance,
  newPlayerSkillLevel,
  performanceMatchWindow,
  pointsPerSkillLevel,
  providerRankFrom,
  skillBrackets,
  skillLevelFor,
} from './challenge/skill-bracket';
export type {
  ProviderRank,
  SkillAssessment,
  SkillBracket,
  SkillInput,
  SkillSource,
} from './challenge/skill-bracket';
export { bracketBlock, isEligibleForBracket } from './challenge/bracket-eligibility';
export type { BracketBlock, BracketJoinInput } from './challenge/bracket-eligibility';
export { prizeColourForRank, prizeColours } from './challenge/prize-colour';
export type { PrizeColour } from './challenge/prize-colour';
export {
  adminChallengeStatus,
  challengeStatus,
  challengeStatusMessageKeys,
  challengeStatusWords,
  isChallengeStatus,
  statusAt,
  statusFromWord,
} from './challenge/challenge-status';
export type {
  AdminChallengeStatusCode,
  ChallengeStatus,
  ChallengeStatusWord,
} from './challenge/challenge-status';
export {
  defaultMinimumParticipants,
  isPublicVoidReason,
  isVoidReason,
  providerCheckMaxSpanMs,
  providerCheckSpanMs,
  providerUnreachableMaxShare,
  providerUnreachableTooLong,
  publicVoidReasons,
  tooFewParticipants,
  voidReasons,
} from './challenge/challenge-void';
export type { PublicVoidReason, VoidReason } from './challenge/challenge-void';
export {
  gamesPerPlayer,
  isJoinable,
  registrationState,
  registrationStateMessageKeys,
} from './challenge/registration';
export type { GamesPerPlayer, RegistrationInput, RegistrationState } from './challenge/registration';
export { compareChallengeCards, sortChallengeCards } from './challenge/card-order';
export { challengeEndingNoticeMinutes, challengeEndingNoticeMs } from './challenge/notification-timing';
export { cardAction, featuredChallenges } from './challenge/challenge-card';
export type { CardAction, CardActionInput, Featured, FeaturedCandidate } from './challenge/challenge-card';
export type { SortableChallenge } from './challenge/card-order';
export { nextChallengeStart, openChallengeCount, sumPrizePoolsCents } from './challenge/landing-figures';
export type { LandingChallenge } from './challenge/landing-figures';
export {
  compareParticipants,
  rankParticipants,
  topWinners,
  totalScore,
  winnersOnCard,
} from './challenge/participant-ranking';
export type { RankableParticipant, RankedParticipant } from './challenge/participant-ranking';
export { validateEnrolmentFunds } from './challenge/enrolment-funds';
export type { EnrolmentFundsInput } from './challenge/enrolment-funds';

// Scoring (docs/decisions/0013-scoring.md)
export { isScoredGameId, scoredGameIds } from './scoring/match';
export type {
  BrawlStarsResult,
  BrawlStarsStats,
  Cs2Stats,
  Dota2Stats,
  LolStats,
  MatchScore,
  MatchStatsByGame,
  NormalisedMatch,
  ScoredGameId,
  ValorantStats,
} from './scoring/match';
export {
  brawlStarsStarPlayerBonus,
  brawlStarsVictoryBonus,
  scoreBrawlStars,
  scoreCs2,
  scoreDota2,
  scoreLol,
  scoreMatch,
  scoreValorant,
  winBonus,
} from './scoring/points';
export { scoreFormula, statLine } from './scoring/formula';
export type {
  BonusKind,
  BonusTerm,
  FormulaTerm,
  ScoreFormula,
  ScoreStat,
  StatLineItem,
} from './scoring/formula';
export { classifyMatches, countableMatches, matchVerdictReasons } from './scoring/countable';
export type { ClassifiedMatch, CountableWindow, MatchVerdictReason } from './scoring/countable';
export {
  breakdownTotals,
  considerBeforeStartMs,
  isSupportedMode,
  matchesConsideredSince,
  matchVerdicts,
  trackingErrorCode,
  trackingErrorCodes,
} from './scoring/breakdown';
export type { BreakdownTotals, MatchVerdict, TrackingErrorCode } from './scoring/breakdown';

// Wallet
export {
  maxWithdrawable,
  validateWithdrawal,
  withdrawalMinimums,
  withdrawalSlider,
  withdrawalSliderValues,
  withdrawalStep,
} from './wallet/withdrawal';
export type {
  WithdrawalErrorCode,
  WithdrawalInput,
  WithdrawalMethod,
  WithdrawalRequest,
  WithdrawalSlider,
} from './wallet/withdrawal';
export {
  knownTransactionTypes,
  transactionStatusDisplay,
  transactionStatusMessageKeys,
} from './wallet/transaction-status';
export type { TransactionStatusDisplay } from './wallet/transaction-status';
export { cardBrandNames, detectCardBrand } from './wallet/card-brand';
export type { CardBrand } from './wallet/card-brand';

// Referral
export {
  nextClaimNumber,
  referralMilestoneEvery,
  referralProgressClaims,
  referralProgressPercent,
  referralRewardForClaim,
  referralRewards,
} from './referral/referral-reward';
export type { ReferralReward } from './referral/referral-reward';
export { referralRowMessageKeys, referralRowState } from './referral/referral-row';
export type {
  ReferralBadge,
  ReferralButton,
  ReferralRowInput,
  ReferralRowState,
} from './referral/referral-row';

// Levels and tiers
export {
  levelForXp,
  maxLevel,
  totalXpForLevel,
  xpForFirstLevelUp,
  xpForLevelUp,
  xpStepIncrease,
} from './levels/xp-curve';
export { isTierName, tierForLevel, tierMessageKeys, tierNames, tiers } from './levels/tiers';
export type { Tier, TierName } from './levels/tiers';
export { isMaxLevel, levelInfo } from './levels/level-info';
export type { LevelInfo } from './levels/level-info';

// Validation (spec §5)
export { checkEmailAddress, isEmail, normalizeEmail, tidyEmail } from './validation/email';
export type { EmailAddressErrorCode } from './validation/email';
export {
  disconnectReasonMaxLength,
  displayNameMaxLength,
  passwordRules,
  textLength,
} from './validation/account-rules';
export { ageInYears, calendarDateOf, parseCalendarDate } from './validation/birth-date';
export type { CalendarDate } from './validation/birth-date';
export { validateLoginForm } from './validation/login';
export type { LoginErrorCode, LoginInput } from './validation/login';
export { validateRegisterForm, validateRegistration } from './validation/register';
export type { RegisterErrorCode, RegisterInput } from './validation/register';
export { validateContactForm } from './validation/contact';
export type { ContactErrorCode, ContactInput } from './validation/contact';
export { validateSubscribeEmail } from './validation/subscribe';
export {
  bytesPerMegabyte,
  fileSizeInMegabytes,
  passportUpload,
  profilePhotoUpload,
  validatePassportFile,
  validateProfilePhoto,
} from './validation/upload-files';
export type { FileErrorCode, FileFacts, UploadRule } from './validation/upload-files';
export { validateDisplayName } from './validation/display-name';
export { cleanDisplayName, displayNameErrors, normaliseDisplayName } from './validation/display-name-text';
export type { DisplayNameErrorCode } from './validation/display-name-text';
export type { DisplayNameEdit } from './validation/display-name';
export { canSubmitPasswordChange, validatePasswordChange } from './validation/password-change';
export type { PasswordChangeErrorCode, PasswordChangeInput } from './validation/password-change';
export {
  canDisconnect,
  disconnectReasonCounter,
  validateDisconnectReason,
} from './validation/disconnect-reason';
export type { CharacterCounter } from './validation/disconnect-reason';
export {
  brawlStarsTagAlphabet,
  brawlStarsTagLength,
  canConnectBrawlStars,
  normaliseBrawlStarsTag,
  validateBrawlStarsTag,
} from './validation/brawl-stars-tag';
export { currencyRateOf, localAmountMinor, minorToDecimalString, minorUnitDigits } from './economy/currency';
export type { CurrencyRate } from './economy/currency';

// Fair play (issue 30, decision 0050)
export {
  depositWithdrawalWindowMinutes,
  fairPlaySignals,
  flagResolutions,
  minimumAccounts,
  payoutEmailKey,
  planObservation,
  sharedAddressWindowHours,
} from './fair-play/fair-play';
export { isPublicAddress } from './fair-play/public-address';
export type {
  FairPlayObservation,
  FairPlaySignal,
  FlagResolution,
  ObservationPlan,
  OpenFlag,
  RecordedEvidence,
} from './fair-play/fair-play';
