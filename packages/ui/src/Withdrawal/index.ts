export { formatMaskedCardNumber } from './maskedCardNumber';
export { WithdrawalConfirmDialog, type WithdrawalConfirmDialogProps } from './WithdrawalConfirmDialog';
export {
  WithdrawalPanel,
  type WithdrawalCardOption,
  type WithdrawalCardsStatus,
  type WithdrawalPanelProps,
} from './WithdrawalPanel';
export { WithdrawalReviewDialog, type WithdrawalReviewDialogProps } from './WithdrawalReviewDialog';
export type { WithdrawalDestination } from './withdrawalWords';
