export { PackCard, type PackCardProps, type PackCheckout } from './PackCard';
export { PackGrid, type PackGridProps } from './PackGrid';
