export { LeaderboardPodium, type LeaderboardEntry, type LeaderboardPodiumProps } from './LeaderboardPodium';
export { podiumOrder } from './podiumOrder';
