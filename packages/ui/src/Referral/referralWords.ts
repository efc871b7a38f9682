import { formatCount, type ReferralBadge, type ReferralButton } from '@arena/domain';
import { useTranslation } from 'react-i18next';

export interface ReferralClaimDialogWords {
  /** e.g. (name) => `Claim your reward for ${name}?`. */
  title: (name: string) => string;
  /** e.g. (6) => 'Claim #6'. */
  claimNumber: (claimNumber: number) => string;
  /** The reward in words, e.g. (50, 200) => '50 crystals and 200 XP'; read by screen readers. */
  reward: (crystals: number, xp: number) => string;
  /** e.g. (200) => '200 XP'. */
  xp: (xp: number) => string;
  /** The milestone claims' badge (5th, 10th, 15th…), e.g. 'Milestone bonus'. */
  milestoneBonus: string;
  /** e.g. 'Claim reward'. */
  confirm: string;
  cancel: string;
  close: string;
}

export interface ReferralListWords {
  /** Names the list, e.g. 'Your referrals'. */
  listLabel: string;
  /** Announced while loading, e.g. 'Loading your referrals'. */
  loading: string;
  /** e.g. (date) => `Joined ${date}`. */
  registered: (date: string) => string;
  /** spec §4 Referral rows, through referralRowMessageKeys: Pending, Converted. */
  status: Record<ReferralBadge, string>;
  /** …and the button: Ready to Claim, Claimed, Not Claimable. */
  button: Record<ReferralButton, string>;
  /** The empty state: a title and three steps that explain referring. */
  emptyTitle: string;
  emptySteps: readonly [string, string, string];
  errorTitle: string;
  retry: string;
  /** Under a held row: why its reward cannot be claimed yet. */
  heldForReview: string;
}

export interface ReferralMilestonesWords {
  /** e.g. 'Referral milestones'. */
  title: string;
  /** The count, shown and read as the bar's value, e.g. (3, 15) => '3 of 15 referrals claimed'. */
  progress: (claimed: number, total: number) => string;
  /** A mark's name, e.g. (5) => '5 claims'. */
  milestone: (claims: number) => string;
  /** Screen-reader word for a mark that is reached, e.g. 'Reached'. */
  reached: string;
  /** …and for one that is not yet, e.g. 'Not reached yet'. */
  notReached: string;
  /** e.g. (4) => 'Next claim: #4'. */
  nextClaim: (claimNumber: number) => string;
  /** The badge on a milestone claim, e.g. 'Milestone bonus'. */
  milestoneBonus: string;
  /** Screen-reader words for an amount, e.g. (50) => '50 crystals'. */
  crystals: (crystals: number) => string;
  /** e.g. (200) => '200 XP'. */
  xp: (xp: number) => string;
}

export interface ReferralShareCardWords {
  /** e.g. 'Invite friends'. */
  title: string;
  /** One sentence under the title, e.g. 'Share your link: when a friend signs up and buys GCoins, you earn rewards.' */
  description?: string;
  /** The QR image's alt text, e.g. 'QR code of your referral link'. */
  qrAlt: string;
  /** The link field's label, e.g. 'Your referral link'. */
  link: string;
  share: string;
  copy: string;
  /** spec §9: shown for 2 s after copying, e.g. 'Copied'. */
  copied: string;
  /** Announced while loading, e.g. 'Loading your referral link'. */
  loading: string;
}

// The referral page's own words in the reader's language (referral.* in the locale files): each
// component says these itself and takes no words from its caller (decisions 0024, 0056).

const figures = formatCount;

export function useShareCardWords(): ReferralShareCardWords {
  const { t } = useTranslation();
  return {
    title: t('referral.share.title'),
    description: t('referral.share.description'),
    qrAlt: t('referral.share.qrAlt'),
    link: t('referral.share.link'),
    share: t('referral.share.share'),
    copy: t('referral.share.copy'),
    copied: t('referral.share.copied'),
    loading: t('referral.share.loading'),
  };
}

export function useMilestonesWords(format: (amount: number) => string = figures): ReferralMilestonesWords {
  const { t } = useTranslation();
  return {
    title: t('referral.milestones.title'),
    progress: (claimed, total) => t('referral.milestones.progress', { claimed, total }),
    milestone: (claims) => t('referral.milestones.milestone', { claims }),
    reached: t('referral.milestones.reached'),
    notReached: t('referral.milestones.notReached'),
    nextClaim: (number) => t('referral.milestones.nextClaim', { number }),
    milestoneBonus: t('referral.milestones.milestoneBonus'),
    crystals: (amount) => t('referral.milestones.crystals', { formatted: format(amount) }),
    xp: (amount) => t('referral.milestones.xp', { formatted: format(amount) }),
  };
}

export function useClaimDialogWords(format: (amount: number) => string = figures): ReferralClaimDialogWords {
  const { t } = useTranslation();
  return {
    title: (name) => t('referral.claim.title', { name }),
    claimNumber: (number) => t('referral.claim.number', { number }),
    reward: (crystals, xp) => t('referral.claim.reward', { crystals: format(crystals), xp: format(xp) }),
    xp: (amount) => t('referral.milestones.xp', { formatted: format(amount) }),
    milestoneBonus: t('referral.milestones.milestoneBonus'),
    confirm: t('referral.claim.confirm'),
    cancel: t('referral.claim.cancel'),
    close: t('referral.claim.close'),
  };
}

export function useReferralListWords(): ReferralListWords {
  const { t } = useTranslation();
  return {
    listLabel: t('referral.list.title'),
    loading: t('referral.list.loading'),
    registered: (date) => t('referral.list.registered', { date }),
    status: { pending: t('referral.status.pending'), converted: t('referral.status.converted') },
    button: {
      readyToClaim: t('referral.status.readyToClaim'),
      claimed: t('referral.status.claimed'),
      notClaimable: t('referral.status.notClaimable'),
    },
    emptyTitle: t('referral.list.emptyTitle'),
    emptySteps: [t('referral.list.emptyStep1'), t('referral.list.emptyStep2'), t('referral.list.emptyStep3')],
    errorTitle: t('referral.list.errorTitle'),
    retry: t('referral.list.retry'),
    heldForReview: t('referral.list.heldForReview'),
  };
}
