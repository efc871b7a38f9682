export { MessageBanner, type MessageBannerProps, type MessageTone } from './MessageBanner';
