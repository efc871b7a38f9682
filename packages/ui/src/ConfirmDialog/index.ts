export { ConfirmDialog, type ConfirmDialogProps, type ConfirmSummaryLine } from './ConfirmDialog';
