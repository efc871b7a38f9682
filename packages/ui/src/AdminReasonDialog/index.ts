export { ReasonDialog, type ReasonDialogProps, type ReasonKind } from './ReasonDialog';
