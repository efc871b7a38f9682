export { BrawlStarsDialog, type BrawlStarsDialogProps } from './BrawlStarsDialog';
