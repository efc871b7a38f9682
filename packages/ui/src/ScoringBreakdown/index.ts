export { ScoringBreakdown } from './ScoringBreakdown';
export type { ScoringBreakdownEntry, ScoringBreakdownProps, ScoringBreakdownTotal } from './ScoringBreakdown';
