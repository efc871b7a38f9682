// The public face of @arena/ui: every export is listed here by name.
export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
  type DataTableSort,
  type DataTableSortDirection,
  DataTableRowActions,
  type DataTableRowActionsProps,
} from './AdminDataTable';
export { FileViewer, zoomSteps, type FileViewerProps, type ViewedFile } from './AdminFileViewer';
export { ReasonDialog, type ReasonDialogProps, type ReasonKind } from './AdminReasonDialog';
export {
  RichText,
  RichTextEditor,
  sanitizeRichText,
  type RichTextEditorProps,
  type RichTextProps,
} from './AdminRichText';
export { AdminShell, type AdminLinkProps, type AdminNavItem, type AdminShellProps } from './AdminShell';
// Straight from its file: the site's first script has the console bar, not the console's shell and words.
export { AdminTopBar, adminMaxWidth, type AdminTopBarProps } from './AdminShell/AdminTopBar';
export { AdminAuditChanges, type AdminAuditChangesProps } from './AdminAuditChanges';
export { AdminLastCheck, type AdminCheckOutcome, type AdminLastCheckProps } from './AdminLastCheck';
export {
  AdminDateTimeField,
  AdminField,
  AdminFieldError,
  AdminFieldHint,
  AdminFieldRow,
  AdminFieldset,
  AdminForm,
  AdminImageField,
  adminImageTypes,
  type AdminDateTimeFieldProps,
  type AdminFormProps,
  type AdminImageFieldProps,
} from './AdminForm';
export { AdminGameList, type AdminGameListItem, type AdminGameListProps } from './AdminGameList';
export { AdminLanguageTabs, type AdminLanguageTabsProps } from './AdminLanguageTabs';
export {
  AdminActions,
  AdminBlock,
  AdminBulletList,
  AdminCode,
  AdminColumns,
  AdminFacts,
  AdminFilterForm,
  AdminLtr,
  AdminMuted,
  AdminSection,
  AdminSectionHeading,
  AdminStack,
  AdminToolbar,
  type AdminFact,
  type AdminFilterFormProps,
  type AdminSectionProps,
} from './AdminLayout';
export {
  AdminPlayerHistory,
  type AdminPlayerHistoryEntry,
  type AdminPlayerHistoryProps,
} from './AdminPlayerHistory';
export { ArenaThemeProvider, type ArenaThemeProviderProps } from './ArenaThemeProvider';
export { AboutBody } from './AboutBody';
export { AuthFrame, AuthPanel, type AuthFrameProps, type AuthMode, type AuthPanelProps } from './AuthPanel';
export { Avatar, initialsOf, type AvatarProps, type AvatarSize } from './Avatar';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { BalancePill, HeaderBalances, type BalancePillProps, type HeaderBalancesProps } from './BalancePill';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { BrawlStarsDialog, type BrawlStarsCodeStep, type BrawlStarsDialogProps } from './BrawlStarsDialog';
export { Card, type CardImage, type CardProps } from './Card';
export {
  ChallengeCardSkeleton,
  ChallengeGrid,
  ChallengeGridSkeleton,
  FeaturedChallenges,
  type ChallengeGridProps,
  type FeaturedChallengesProps,
} from './ChallengeBrowse';
export { ChallengeOverview, type ChallengeOverviewProps } from './ChallengeOverview';
export { ChallengeProgress, type ChallengeProgressProps } from './ChallengeProgress';
export {
  ContactForm,
  type ContactFormField,
  type ContactFormProps,
  type ContactFormValues,
} from './ContactForm';
export {
  ChallengeLeaderboard,
  type ChallengeLeaderboardProps,
  type ChallengeLeaderboardRow,
} from './ChallengeLeaderboard';
export {
  ChallengeCard,
  type ChallengeCardAction,
  type ChallengeCardFinishedProps,
  type ChallengeCardOpenProps,
  type ChallengeCardProps,
  JoinButton,
  type JoinBlock,
  type JoinButtonProps,
} from './ChallengeCard';
export {
  ChallengeFilters,
  type ChallengeFilterOption,
  type ChallengeFiltersProps,
  type ChallengeFilterToggle,
} from './ChallengeFilters';
export {
  ConnectedAccountsList,
  type ConnectedAccountItem,
  type ConnectedAccountsListProps,
} from './ConnectedAccountsList';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmSummaryLine } from './ConfirmDialog';
export {
  AccountDeletionPanel,
  DataExportCard,
  type AccountDeletionLosses,
  type AccountDeletionPanelProps,
  type DataExportCardProps,
  type DataExportStatus,
} from './DataPrivacy';
export { CopyButton, ShareButton, type CopyButtonProps, type ShareButtonProps } from './CopyButton';
export { ShareResultButton, type ShareResultButtonProps } from './ShareResult';
export {
  Countdown,
  remainingParts,
  type CountdownEnded,
  type CountdownKind,
  type CountdownProps,
  type RemainingParts,
} from './Countdown';
export {
  CrystalIcon,
  CurrencyAmount,
  GCoinIcon,
  type Currency,
  type CurrencyAmountProps,
} from './CurrencyAmount';
export { CurrencySelect, type CurrencyOption, type CurrencySelectProps } from './CurrencySelect';
export { Dialog, type DialogProps } from './Dialog';
export { DisconnectDialog, type DisconnectDialogProps } from './DisconnectDialog';
export { EditableText, type EditableTextProps } from './EditableText';
export { EnrolDialog, type EnrolDialogProps, type EnrolDialogState } from './EnrolDialog';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './EmptyState';
export {
  clampGCoins,
  exchangeBounds,
  ExchangePanel,
  type ExchangeBounds,
  type ExchangePanelProps,
} from './ExchangePanel';
export {
  FlagEvidenceList,
  FlagResolveDialog,
  flagNoteMaxLength,
  type FlagEvidenceItem,
  type FlagEvidenceListProps,
  type FlagResolveDialogProps,
  type FlagResolveValues,
} from './FairPlayFlag';
export {
  FirstRunChecklist,
  firstRunSteps,
  type FirstRunChecklistProps,
  type FirstRunStep,
} from './FirstRunChecklist';
export { ArrowForwardIcon, ChevronForwardIcon, CloseIcon, GiftIcon, Icon, type IconProps } from './Icon';
export {
  LeaderboardPodium,
  podiumOrder,
  type LeaderboardEntry,
  type LeaderboardPodiumProps,
} from './LeaderboardPodium';
export { LevelBar, tierToneFor, type LevelBarProps } from './LevelBar';
export {
  GameArt,
  gameAccents,
  isGameArtId,
  type GameArtId,
  type GameArtProps,
  type GameArtVariant,
} from './GameArt';
export { GamePicker, type GamePickerGame, type GamePickerProps } from './GamePicker';
export {
  FinalCall,
  GamesStrip,
  HeroArt,
  HowItWorks,
  LandingFeatures,
  LandingHero,
  LandingSection,
  NextStartChip,
  StatsSection,
  TopPlayersSection,
  landingGames,
  type FinalCallProps,
  type GamesStripProps,
  type HowItWorksProps,
  type LandingHeroFigures,
  type LandingHeroProps,
  type LandingSectionProps,
  type LandingStats,
  type NextStartChipProps,
  type StatsSectionProps,
  type TopPlayersSectionProps,
} from './Landing';
export { JoinInvite, type JoinInviteProps } from './JoinInvite';
export { Link, type LinkProps } from './Link';
export { AuthDivider, LoginForm, type LoginFormProps, type LoginValues } from './LoginForm';
export { Menu, type MenuItem, type MenuProps } from './Menu';
export { MessageBanner, type MessageBannerProps, type MessageTone } from './MessageBanner';
export {
  NotificationBell,
  NotificationItem,
  NotificationList,
  bellBadgeCap,
  formatPrizeUsd,
  isAccountEntry,
  notificationWords,
  type NotificationBellProps,
  type NotificationItemProps,
  type NotificationListProps,
  type NotificationView,
} from './Notifications';
export { NotFound, type NotFoundProps } from './NotFound';
export { PackCard, PackGrid, type PackCardProps, type PackCheckout, type PackGridProps } from './PackCard';
export {
  PassportStatusCard,
  PassportUploadDialog,
  type PassportCardStatus,
  type PassportPreview,
  type PassportStatusCardProps,
  type PassportUploadBanner,
  type PassportUploadDialogProps,
} from './Passport';
export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
} from './PasswordChangeForm';
export {
  Lead,
  PageLoading,
  PageSection,
  PageTitle,
  Paragraph,
  SectionHeading,
  SiteShell,
  WidePage,
  type SiteShellProps,
} from './PageFrame';
export { PaymentProgress, type PaymentProgressProps, type PaymentStep } from './PaymentProgress';
export {
  PaymentResult,
  type PaymentResultProps,
  type PaymentResultVariant,
  type PaymentTransactionId,
} from './PaymentResult';
export {
  amountOf,
  PrizeAmount,
  PrizeTable,
  type PrizeAmountProps,
  type PrizeAmountValue,
  type PrizeTableProps,
  type PrizeTableRow,
} from './PrizeTable';
export { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export {
  GiftButton,
  ReferralClaimDialog,
  ReferralColumns,
  ReferralList,
  ReferralMilestones,
  ReferralShareCard,
  SpecialOfferDialog,
  type GiftButtonProps,
  type ReferralClaimDialogProps,
  type ReferralColumnsProps,
  type ReferralListItem,
  type ReferralListProps,
  type ReferralMilestonesProps,
  type ReferralShareCardProps,
  type SpecialOfferDialogProps,
} from './Referral';
export { RegisterForm, type Country, type RegisterFormProps, type RegisterValues } from './RegisterForm';
export { RegionDialog, type RegionDialogProps } from './RegionDialog';
export { SandboxStrip, sandboxStripReserve, type SandboxStripProps } from './SandboxStrip';
// One line each: /join's first script takes the code step, not the console's enrolment (public-groups).
export {
  AuthenticatorEnrolment,
  type AuthenticatorEnrolmentProps,
} from './SecondFactor/AuthenticatorEnrolment';
export { SecondFactorForm, type SecondFactorFormProps } from './SecondFactor/SecondFactorForm';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export {
  PushSettings,
  pushSwitchKinds,
  type PushDeviceStatus,
  type PushSettingsProps,
  type PushSwitchKind,
} from './PushSettings';
export { SecurityTips, SettingsNote, SettingsSection, type SettingsSectionProps } from './SettingsSection';
export { SessionList, type SessionListItem, type SessionListProps } from './SessionList';
export { SignOutEverywhere, type SignOutEverywhereProps } from './SignOutEverywhere';
export { SiteFooter, SubscribeForm, type SiteFooterProps, type SubscribeFormProps } from './SiteFooter';
export {
  ArenaLogo,
  LanguageSelect,
  ProfileMenu,
  SiteHeader,
  type LanguageSelectProps,
  type ProfileMenuLink,
  type ProfileMenuLinkId,
  type ProfileMenuProps,
  type SiteHeaderBalances,
  type SiteHeaderPlayer,
  type SiteHeaderProps,
  type SiteNavId,
  type SiteNavLink,
} from './SiteHeader';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { SkillBracket, type SkillBracketProps } from './SkillBracket';
export {
  ScoringBreakdown,
  type ScoringBreakdownEntry,
  type ScoringBreakdownProps,
  type ScoringBreakdownTotal,
} from './ScoringBreakdown';
export { Stack, type StackProps } from './Stack';
export {
  DiscordButton,
  DiscordLogo,
  GoogleButton,
  GoogleLogo,
  SocialSignInButtons,
  type SocialProvider,
  type SocialSignInButtonProps,
  type SocialSignInButtonsProps,
} from './SocialSignInButtons';
export { Redirecting } from './Redirecting';
export { Spinner, type SpinnerProps } from './Spinner';
export { StatCard, StatGrid, type StatCardProps, type StatGridItem, type StatGridProps } from './StatGrid';
export { StatsStrip, type StatsStripItem, type StatsStripProps } from './StatsStrip';
export { Switch, type SwitchProps } from './Switch';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { FileField, type FileFieldProps } from './FileField';
export { Toast, type ToastProps } from './Toast';
export { TierBadge, type TierBadgeProps } from './TierBadge';
export { TransactionFilters, type TransactionFiltersProps } from './TransactionFilters';
export {
  TransactionCard,
  TransactionList,
  type TransactionCardProps,
  type TransactionItem,
  type TransactionListMessage,
  type TransactionListProps,
  type TransactionMetadataEntry,
  type TransactionStatus,
} from './TransactionList';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { VoidedNotice, type VoidedNoticeProps } from './VoidedNotice';
export { WalletBalances, type WalletBalancesProps } from './WalletBalances';
export { WalletCard, type WalletCardProps } from './WalletCard';
export {
  formatMaskedCardNumber,
  WithdrawalConfirmDialog,
  WithdrawalPanel,
  type WithdrawalCardOption,
  type WithdrawalCardsStatus,
  type WithdrawalConfirmDialogProps,
  type WithdrawalDestination,
  type WithdrawalPanelProps,
  WithdrawalReviewDialog,
  type WithdrawalReviewDialogProps,
} from './Withdrawal';
export {
  WithdrawalTimeline,
  type WithdrawalTimelineItem,
  type WithdrawalTimelineProps,
  type WithdrawalTimelineStatus,
  type WithdrawalTimelineTime,
} from './WithdrawalTimeline';
export { WinnersList, type Winner, type WinnersListProps } from './WinnersList';
export { fontFacesFor, fontStacksFor, type FontStacks } from './theme/fonts';
export { directionFor, langs, type Direction, type Lang } from './theme/language';
export {
  createTheme,
  type ArenaTheme,
  type ColorName,
  type PrizeColorName,
  type SkillColorName,
  type TierColorName,
  type ToneName,
} from './theme/theme';

export {
  formatPanMasked,
  SavedCards,
  type SavedCardView,
  type SavedCardsOutcome,
  type SavedCardsProps,
} from './SavedCards';
