export { BrawlStarsDialog, type BrawlStarsCodeStep, type BrawlStarsDialogProps } from './BrawlStarsDialog';
