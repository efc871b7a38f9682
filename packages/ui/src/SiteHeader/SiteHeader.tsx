import { formatCount as countFormat } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArenaLogo } from './ArenaLogo';
import { HeaderActions } from './HeaderActions';
import { HeaderNav } from './HeaderNav';
import { MenuButton } from './MenuButton';
import { pageLink } from './site-header-styles';
import type { SiteHeaderProps } from './site-header-types';

export { ArenaLogo } from './ArenaLogo';
export type {
  SiteHeaderBalances,
  SiteHeaderPlayer,
  SiteHeaderProps,
  SiteNavId,
  SiteNavLink,
} from './site-header-types';

/**
 * The site's sticky header (spec §2 Navigation, issue 13). Visitors see Home and Challenges, the community
 * button and Join now. Players see Challenges, Store and Wallet in the bar from 1024 px, their balances, the
 * compact level bar, the special offer and the profile menu with the other links; on a phone a menu button
 * opens every link, the level bar and the language choice. Owns its words (`nav.*`). The frame: the logo,
 * the links and phone menu (HeaderNav), the controls at the end (HeaderActions) and the menu button.
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
  const { Link, to } = pageLink(linkAs);
  const unread = signedIn && notifications ? Math.max(0, Math.trunc(notifications.unreadCount)) : 0;

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
        <HeaderNav
          id={navId}
          menuOpen={menuOpen}
          currentPath={currentPath}
          links={links}
          signedIn={signedIn}
          player={player}
          unread={unread}
          notifications={notifications}
          communityUrl={communityUrl}
          language={language}
          linkAs={linkAs}
        />
        <HeaderActions
          currentPath={currentPath}
          signedIn={signedIn}
          player={player}
          balances={balances}
          formatCount={formatCount}
          joinHref={joinHref}
          communityUrl={communityUrl}
          language={language}
          offer={offer}
          notifications={notifications}
          linkAs={linkAs}
          onNavigate={onNavigate}
          onLogout={onLogout}
          profileMenuOpen={profileMenuOpen}
        >
          <MenuButton
            controls={navId}
            open={menuOpen}
            unread={unread}
            onToggle={() => setMenuOpenOn(menuOpen ? null : currentPath)}
          />
        </HeaderActions>
      </div>
    </header>
  );
}
