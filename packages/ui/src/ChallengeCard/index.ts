export {
  ChallengeCard,
  type ChallengeCardAction,
  type ChallengeCardFinishedProps,
  type ChallengeCardOpenProps,
  type ChallengeCardProps,
  type ChallengeCardStat,
} from './ChallengeCard';
export { JoinButton, type JoinButtonProps } from './JoinButton';
