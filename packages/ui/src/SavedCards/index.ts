export {
  formatPanMasked,
  SavedCards,
  type SavedCardView,
  type SavedCardsLabels,
  type SavedCardsProps,
} from './SavedCards';
