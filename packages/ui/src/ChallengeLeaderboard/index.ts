export {
  ChallengeLeaderboard,
  type ChallengeLeaderboardProps,
  type ChallengeLeaderboardRow,
} from './ChallengeLeaderboard';
