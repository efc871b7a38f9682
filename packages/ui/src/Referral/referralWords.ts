import { formatCount } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import type { ReferralClaimDialogLabels } from './ReferralClaimDialog';
import type { ReferralListLabels } from './ReferralList';
import type { ReferralMilestonesLabels } from './ReferralMilestones';
import type { ReferralShareCardLabels } from './ReferralShareCard';

// The referral page's own words in the reader's language (referral.* in the locale files): each
// component says these unless its `labels` prop gives others (decision 0024).

const figures = formatCount;

export function useShareCardWords(): ReferralShareCardLabels {
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

export function useMilestonesWords(format: (amount: number) => string = figures): ReferralMilestonesLabels {
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

export function useClaimDialogWords(format: (amount: number) => string = figures): ReferralClaimDialogLabels {
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

export function useReferralListWords(): ReferralListLabels {
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
  };
}
