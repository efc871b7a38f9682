export { formatMaskedCardNumber } from './maskedCardNumber';
export {
  WithdrawalConfirmDialog,
  type WithdrawalConfirmDialogLabels,
  type WithdrawalConfirmDialogProps,
} from './WithdrawalConfirmDialog';
export {
  WithdrawalPanel,
  type WithdrawalCardOption,
  type WithdrawalCardsStatus,
  type WithdrawalPanelLabels,
  type WithdrawalPanelProps,
} from './WithdrawalPanel';
export {
  WithdrawalReviewDialog,
  type WithdrawalReviewDialogLabels,
  type WithdrawalReviewDialogProps,
} from './WithdrawalReviewDialog';
