export { EnrolDialog, type EnrolDialogProps, type EnrolDialogState } from './EnrolDialog';
