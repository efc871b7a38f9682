export {
  formatPanMasked,
  SavedCards,
  type SavedCardView,
  type SavedCardsOutcome,
  type SavedCardsProps,
} from './SavedCards';
