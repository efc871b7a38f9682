export { ChallengeProgress, type ChallengeProgressProps } from './ChallengeProgress';
