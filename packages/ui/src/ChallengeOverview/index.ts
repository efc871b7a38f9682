export { ChallengeOverview, type ChallengeOverviewProps } from './ChallengeOverview';
