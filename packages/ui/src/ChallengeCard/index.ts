export {
  ChallengeCard,
  type ChallengeCardAction,
  type ChallengeCardFinishedProps,
  type ChallengeCardOpenProps,
  type ChallengeCardProps,
} from './ChallengeCard';
export { JoinButton, type JoinBlock, type JoinButtonProps } from './JoinButton';
