export { CopyButton, ShareButton, type CopyButtonProps, type ShareButtonProps } from './CopyButton';
