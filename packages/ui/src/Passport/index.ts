export {
  PassportStatusCard,
  type PassportCardStatus,
  type PassportStatusCardLabels,
  type PassportStatusCardProps,
} from './PassportStatusCard';
export {
  PassportUploadDialog,
  type PassportPreview,
  type PassportUploadBanner,
  type PassportUploadDialogLabels,
  type PassportUploadDialogProps,
} from './PassportUploadDialog';
