export { GiftButton, type GiftButtonProps } from './GiftButton';
export { ReferralColumns, type ReferralColumnsProps } from './ReferralColumns';
export {
  ReferralClaimDialog,
  type ReferralClaimDialogLabels,
  type ReferralClaimDialogProps,
} from './ReferralClaimDialog';
export {
  ReferralList,
  type ReferralListItem,
  type ReferralListLabels,
  type ReferralListProps,
} from './ReferralList';
export {
  ReferralMilestones,
  type ReferralMilestonesLabels,
  type ReferralMilestonesProps,
} from './ReferralMilestones';
export {
  ReferralShareCard,
  type ReferralShareCardLabels,
  type ReferralShareCardProps,
} from './ReferralShareCard';
export { SpecialOfferDialog, type SpecialOfferDialogProps } from './SpecialOfferDialog';
