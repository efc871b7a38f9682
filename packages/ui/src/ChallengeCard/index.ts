export {
  ChallengeCard,
  type ChallengeCardAction,
  type ChallengeCardFinishedProps,
  type ChallengeCardOpenProps,
  type ChallengeCardProps,
  type ChallengeCardStat,
} from './ChallengeCard';
