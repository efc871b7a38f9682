import { formatCount } from '@arena/domain';
import { css, useTheme, type Theme } from '@emotion/react';
import { useId, useState, type ElementType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderBalances } from '../BalancePill';
import { LevelBar, type LevelBarProps } from '../LevelBar';
import { NotificationBell, bellBadgeCap } from '../Notifications/NotificationBell';
import { VisuallyHidden } from '../VisuallyHidden';
import { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
import { ProfileMenu, ProfileMenuPlaceholder, type ProfileMenuLink } from './ProfileMenu';
import type { TierColorName } from '../theme/theme';

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

// From 1024 px the links stand in the bar and the menu button goes; below, the menu button opens the full
// list (issue 13: no wrap, no sideways scroll at 1024, 1280, 1440 or 1920 px in any language).
const inline = '@media (min-width: 1024px)';

const countFormat = formatCount;

function isCurrent(href: string, currentPath: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

const navItem = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textMuted};
  text-decoration: none;
  font-weight: ${theme.fontWeights.semibold};
  white-space: nowrap;
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceHover};
  }
  &[aria-current='page'] {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceRaised};
    box-shadow: inset 0 -2px 0 ${theme.colors.accent};
  }
`;

const actionLink = (theme: Theme, tone: 'accent' | 'quiet') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: ${theme.touchTarget};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  ${theme.media.tablet} {
    padding-inline: ${theme.space[4]};
  }
  ${
    tone === 'accent'
      ? `background: ${theme.colors.accent}; color: ${theme.colors.onAccent};
       &:hover { background: ${theme.colors.accentHover}; }`
      : `color: ${theme.colors.text}; border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
       &:hover { background: ${theme.colors.surfaceHover}; }`
  }
`;

/** The Arena mark: an "A" in the brand violet on a faint tile. */
export function ArenaLogo({ size = 32 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      css={{ flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="14" fill="currentColor" opacity="0.08" />
      <path d="M32 10 52 52H42l-4-9H26l-4 9H12L32 10Zm0 16-4 9h8l-4-9Z" fill="#A78BFA" />
    </svg>
  );
}

/**
 * The site's sticky header (spec §2 Navigation, issue 13). Visitors see Home and Challenges, the community
 * button and Join now. Players see Challenges, Store and Wallet in the bar from 1024 px, their balances, the
 * compact level bar, the special offer and the profile menu with the other links; on a phone a menu button
 * opens every link, the level bar and the language choice. Owns its words (`nav.*`).
 */
export function SiteHeader({
  homeHref,
  currentPath,
  links,
  signedIn,
  player,
  balances,
  formatCount = countFormat,
  joinHref,
  communityUrl,
  language,
  offer,
  notifications,
  linkAs,
  onNavigate,
  onLogout,
  profileMenuOpen,
}: SiteHeaderProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const navId = useId();
  // The menu remembers the page it was opened on, so moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === currentPath;
  const Link: ElementType = linkAs ?? 'a';
  const to = (href: string) => (linkAs ? { to: href } : { href });

  const tierTone: TierColorName | undefined = player?.level.tierTone;
  const unread = signedIn && notifications ? Math.max(0, Math.trunc(notifications.unreadCount)) : 0;
  const unreadBadge =
    unread > bellBadgeCap ? t('notifications.bell.overflow', { count: bellBadgeCap }) : String(unread);
  const menuOnly = css`
    ${inline} {
      display: none;
    }
  `;
  const external = (text: string) => (
    <a href={communityUrl} target="_blank" rel="noopener noreferrer" css={navItem(theme)}>
      {text}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );

  return (
    <header
      css={css`
        position: sticky;
        inset-block-start: 0;
        z-index: 10;
        background: ${theme.colors.surface};
        border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[2]};
          max-inline-size: 1200px;
          margin-inline: auto;
          padding-inline: ${theme.space[4]};
          min-block-size: 64px;
        `}
      >
        <Link
          {...to(homeHref)}
          aria-label={t('nav.homeLink')}
          css={css`
            display: inline-flex;
            align-items: center;
            gap: ${theme.space[2]};
            min-block-size: ${theme.touchTarget};
            color: ${theme.colors.text};
            text-decoration: none;
            font-family: ${theme.fonts.display};
            font-weight: ${theme.fontWeights.bold};
            font-size: ${theme.fontSizes.xl};
            letter-spacing: 0.04em;
            text-transform: uppercase;
          `}
        >
          <ArenaLogo />
          {/* On a phone the logo alone names the site, leaving room for the controls. */}
          <span aria-hidden="true" css={{ display: 'none', [theme.media.tablet]: { display: 'inline' } }}>
            {t('app.name')}
          </span>
        </Link>
        <nav
          id={navId}
          aria-label={t('nav.main')}
          css={css`
            display: ${menuOpen ? 'block' : 'none'};
            position: absolute;
            inset-inline: 0;
            inset-block-start: 100%;
            background: ${theme.colors.surface};
            border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
            padding: ${theme.space[4]};
            ${inline} {
              display: block;
              flex-shrink: 0;
              position: static;
              background: transparent;
              border: none;
              padding: 0;
            }
          `}
        >
          {player ? (
            <div css={[{ paddingBlockEnd: theme.space[4] }, menuOnly]}>
              <LevelBar {...player.level} />
            </div>
          ) : null}
          {signedIn ? (
            // A signed-in phone header holds the balances and menus: the language choice moves in here.
            <div
              css={{
                display: 'grid',
                gap: theme.space[2],
                paddingBlockEnd: theme.space[4],
                [theme.media.tablet]: { display: 'none' },
              }}
            >
              {notifications ? (
                <Link
                  {...to(notifications.href)}
                  aria-current={isCurrent(notifications.href, currentPath) ? 'page' : undefined}
                  css={[navItem(theme), { gap: theme.space[2] }]}
                >
                  {unread > 0 ? (
                    <>
                      <span aria-hidden="true">{t('notifications.inbox.title')}</span>
                      <VisuallyHidden>
                        {t('notifications.bell.labelUnread', { count: unread })}
                      </VisuallyHidden>
                    </>
                  ) : (
                    t('notifications.inbox.title')
                  )}
                  {unread > 0 ? (
                    <span
                      aria-hidden="true"
                      data-menu-badge=""
                      css={css`
                        display: inline-grid;
                        place-items: center;
                        min-inline-size: 1.5rem;
                        padding-inline: ${theme.space[1]};
                        border-radius: ${theme.radii.pill};
                        background: ${theme.colors.accent};
                        color: ${theme.colors.onAccent};
                        font-size: ${theme.fontSizes.xs};
                        font-weight: ${theme.fontWeights.bold};
                        font-variant-numeric: tabular-nums;
                        direction: ltr;
                      `}
                    >
                      {unreadBadge}
                    </span>
                  ) : null}
                </Link>
              ) : null}
              <LanguageSelect {...language} />
            </div>
          ) : null}
          <ul
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
              display: flex;
              flex-direction: column;
              gap: ${theme.space[1]};
              ${inline} {
                flex-direction: row;
                flex-wrap: nowrap;
                align-items: center;
              }
            `}
          >
            {links.map((item) => (
              <li key={item.id} css={item.inBar ? undefined : menuOnly}>
                <Link
                  {...to(item.href)}
                  aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
                  css={navItem(theme)}
                >
                  {t(`nav.${item.id}`)}
                </Link>
              </li>
            ))}
            {signedIn ? (
              // spec §2: for players the community chat is one of the links (in the profile menu from 1024 px).
              <li css={menuOnly}>{external(t('nav.communityShort'))}</li>
            ) : (
              // A visitor's community button stands in the bar from tablet width; on a phone it is here.
              <li css={{ [theme.media.tablet]: { display: 'none' } }}>{external(t('nav.community'))}</li>
            )}
          </ul>
        </nav>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space[2]};
            margin-inline-start: auto;
            min-inline-size: 0;
          `}
        >
          {signedIn ? null : (
            <a
              href={communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              css={[
                actionLink(theme, 'quiet'),
                { display: 'none', [theme.media.tablet]: { display: 'inline-flex' } },
              ]}
            >
              {t('nav.community')}
            </a>
          )}
          <div css={signedIn ? { display: 'none', [theme.media.tablet]: { display: 'block' } } : undefined}>
            <LanguageSelect {...language} />
          </div>
          {signedIn ? offer : null}
          {signedIn && notifications ? (
            <div css={{ display: 'none', [theme.media.tablet]: { display: 'block' } }}>
              <NotificationBell
                unreadCount={notifications.unreadCount}
                href={notifications.href}
                linkAs={linkAs}
                current={isCurrent(notifications.href, currentPath)}
              />
            </div>
          ) : null}
          {signedIn && balances ? (
            <HeaderBalances
              as={linkAs}
              {...to(balances.href)}
              gCoins={balances.gCoins}
              crystals={balances.crystals}
              label={t('nav.walletBalances', {
                gCoins: formatCount(balances.gCoins),
                crystals: formatCount(balances.crystals),
              })}
              loadingLabel={t('nav.walletLoading')}
              loading={balances.loading}
              format={formatCount}
              compact
            />
          ) : null}
          {signedIn && player ? (
            // The compact level bar sits in the bar from 1024 px; below, the menu shows it (spec §2).
            <div
              css={css`
                display: none;
                inline-size: 120px;
                flex-shrink: 0;
                ${inline} {
                  display: block;
                }
                @media (min-width: 1280px) {
                  inline-size: 132px;
                }
              `}
            >
              <LevelBar {...player.level} compact />
            </div>
          ) : null}
          {signedIn ? (
            player ? (
              <ProfileMenu
                name={player.name}
                photo={player.photo}
                colorSeed={player.id}
                tierTone={tierTone}
                links={player.menuLinks}
                communityUrl={communityUrl}
                onNavigate={onNavigate}
                onLogout={onLogout}
                defaultOpen={profileMenuOpen}
              />
            ) : (
              <ProfileMenuPlaceholder />
            )
          ) : (
            <Link {...to(joinHref)} css={actionLink(theme, 'accent')}>
              {t('nav.joinNow')}
            </Link>
          )}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={
              menuOpen
                ? t('nav.closeMenu')
                : unread > 0
                  ? t('notifications.bell.menuUnread', { count: unread })
                  : t('nav.menu')
            }
            onClick={() => setMenuOpenOn(menuOpen ? null : currentPath)}
            css={css`
              position: relative;
              display: inline-grid;
              place-items: center;
              inline-size: ${theme.touchTarget};
              block-size: ${theme.touchTarget};
              border-radius: ${theme.radii.md};
              border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
              background: transparent;
              color: ${theme.colors.text};
              cursor: pointer;
              ${inline} {
                display: none;
              }
            `}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {unread > 0 && !menuOpen ? (
              // Unread notifications on a phone: a dot on the menu button (its name says how many).
              <span
                aria-hidden="true"
                data-menu-dot=""
                css={css`
                  position: absolute;
                  inset-block-start: ${theme.space[1]};
                  inset-inline-end: ${theme.space[1]};
                  inline-size: 0.625rem;
                  block-size: 0.625rem;
                  border-radius: 50%;
                  background: ${theme.colors.accent};
                  box-shadow: 0 0 0 2px ${theme.colors.surface};
                `}
              />
            ) : null}
          </button>
        </div>
      </div>
    </header>
  );
}
