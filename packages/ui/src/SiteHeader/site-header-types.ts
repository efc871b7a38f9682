import type { ElementType, ReactNode } from 'react';
import type { LevelBarProps } from '../LevelBar';
import type { LanguageSelectProps } from './LanguageSelect';
import type { ProfileMenuLink } from './ProfileMenu';

/** The site's own pages the header links to; each names itself (`nav.<id>`). */
export type SiteNavId =
  'home' | 'challenges' | 'store' | 'wallet' | 'profile' | 'referral' | 'about' | 'contact';

export interface SiteNavLink {
  id: SiteNavId;
  href: string;
  /**
   * Stands in the bar from 1024 px. A visitor's links all do; a player's other links live in the phone menu
   * and, from 1024 px, in the profile menu.
   */
  inBar: boolean;
}

/** The signed-in player, once their profile has loaded. */
export interface SiteHeaderPlayer {
  /** The player's id: their generated avatar's colour. */
  id: string;
  name: string;
  photo?: string | null;
  /** The level bar (compact in the bar from 1024 px, full in the phone menu). */
  level: Omit<LevelBarProps, 'compact'>;
  /** The profile menu's links (profile, public profile, referral, about, contact, console for operators). */
  menuLinks: readonly ProfileMenuLink[];
}

export interface SiteHeaderBalances {
  gCoins: number;
  crystals: number;
  loading: boolean;
  /** The wallet page. */
  href: string;
}

export interface SiteHeaderProps {
  /** Where the logo goes (spec §2: home). */
  homeHref: string;
  /** The page shown now: marks the current link, and moving to another page closes the phone menu. */
  currentPath: string;
  /** In the order of the phone menu. */
  links: readonly SiteNavLink[];
  /** A player is signed in (their profile may still be loading: then `player` is null). */
  signedIn: boolean;
  player?: SiteHeaderPlayer | null;
  /** Signed in only: the wallet's balances, as one link to the wallet. */
  balances?: SiteHeaderBalances;
  /** Formats balance figures, e.g. the site's count format. */
  formatCount?: (amount: number) => string;
  /** A visitor's Join now button. */
  joinHref: string;
  /** The external community chat. */
  communityUrl: string;
  language: LanguageSelectProps;
  /** Signed in only: the special-offer gift button and its dialog. */
  offer?: ReactNode;
  /**
   * Signed in only: the notifications inbox and its unread count (issue 16). From tablet width a bell stands in
   * the bar; on a phone (no room beside the balances) the menu button carries the count and the menu opens
   * with a Notifications link.
   */
  notifications?: { unreadCount: number; href: string };
  /** The site's router link (it is given `to`), so ui never imports the router. Defaults to `<a href>`. */
  linkAs?: ElementType;
  /** A profile-menu link was chosen. */
  onNavigate: (href: string) => void;
  onLogout: () => void;
  /** Open the profile menu on first render (stories and screenshots). */
  profileMenuOpen?: boolean;
}
