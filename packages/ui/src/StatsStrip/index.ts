export { StatsStrip, type StatsStripItem, type StatsStripProps } from './StatsStrip';
