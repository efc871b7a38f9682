export {
  ArenaLogo,
  SiteHeader,
  type SiteHeaderBalances,
  type SiteHeaderPlayer,
  type SiteHeaderProps,
  type SiteNavId,
  type SiteNavLink,
} from './SiteHeader';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
export {
  ProfileMenu,
  type ProfileMenuLink,
  type ProfileMenuLinkId,
  type ProfileMenuProps,
} from './ProfileMenu';
