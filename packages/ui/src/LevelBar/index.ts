export { LevelBar, tierToneFor, type LevelBarProps } from './LevelBar';
