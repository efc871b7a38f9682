export { GiftButton, type GiftButtonProps } from './GiftButton';
export { ReferralColumns, type ReferralColumnsProps } from './ReferralColumns';
export { ReferralClaimDialog, type ReferralClaimDialogProps } from './ReferralClaimDialog';
export { ReferralList, type ReferralListItem, type ReferralListProps } from './ReferralList';
export { ReferralMilestones, type ReferralMilestonesProps } from './ReferralMilestones';
export { ReferralShareCard, type ReferralShareCardProps } from './ReferralShareCard';
export { SpecialOfferDialog, type SpecialOfferDialogProps } from './SpecialOfferDialog';
