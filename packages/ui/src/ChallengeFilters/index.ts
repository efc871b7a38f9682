export {
  ChallengeFilters,
  type ChallengeFilterOption,
  type ChallengeFiltersProps,
  type ChallengeFilterToggle,
} from './ChallengeFilters';
