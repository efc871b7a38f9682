// The XP a finished challenge awards (docs/decisions/0012-challenge-lifecycle.md): the domain's rule,
// which the challenge page's prize table shows too (issue 34), so the two can never disagree.
export { boosterXpMultiplier, challengeXp, participationXp, placementXp } from '@arena/domain';
