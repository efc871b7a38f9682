export { TierBadge, type TierBadgeProps } from './TierBadge';
