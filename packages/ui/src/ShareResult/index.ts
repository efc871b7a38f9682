export { ShareResultButton, type ShareResultButtonProps } from './ShareResultButton';
