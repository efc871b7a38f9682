export { ChallengeFilters, type ChallengeFilterOption, type ChallengeFiltersProps } from './ChallengeFilters';
