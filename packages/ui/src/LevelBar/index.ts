export { LevelBar, levelTierOf, tierToneFor, type LevelBarProps } from './LevelBar';
