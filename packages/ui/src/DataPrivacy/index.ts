export {
  AccountDeletionPanel,
  type AccountDeletionLosses,
  type AccountDeletionPanelProps,
} from './AccountDeletionPanel';
export { DataExportCard, type DataExportCardProps, type DataExportStatus } from './DataExportCard';
