export { DiscordLogo, GoogleLogo } from './BrandLogos';
export {
  DiscordButton,
  GoogleButton,
  SocialSignInButtons,
  type SocialProvider,
  type SocialSignInButtonProps,
  type SocialSignInButtonsProps,
} from './SocialSignInButtons';
