export { AboutBody } from './AboutBody';
