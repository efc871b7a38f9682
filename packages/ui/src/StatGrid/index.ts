export { StatCard, type StatCardProps } from './StatCard';
export { StatGrid, type StatGridItem, type StatGridProps } from './StatGrid';
