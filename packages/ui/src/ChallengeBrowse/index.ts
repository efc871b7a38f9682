export { ChallengeCardSkeleton, ChallengeGridSkeleton } from './ChallengeCardSkeleton';
export { ChallengeGrid, type ChallengeGridProps } from './ChallengeGrid';
export { FeaturedChallenges, type FeaturedChallengesProps } from './FeaturedChallenges';
