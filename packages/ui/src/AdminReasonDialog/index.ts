export { ReasonDialog, type ReasonDialogLabels, type ReasonDialogProps } from './ReasonDialog';
