export { FlagEvidenceList, type FlagEvidenceItem, type FlagEvidenceListProps } from './FlagEvidenceList';
export {
  FlagResolveDialog,
  flagNoteMaxLength,
  type FlagResolveDialogProps,
  type FlagResolveValues,
} from './FlagResolveDialog';
