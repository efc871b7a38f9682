export {
  PassportStatusCard,
  type PassportCardStatus,
  type PassportStatusCardProps,
} from './PassportStatusCard';
export {
  PassportUploadDialog,
  type PassportPreview,
  type PassportUploadBanner,
  type PassportUploadDialogProps,
} from './PassportUploadDialog';
