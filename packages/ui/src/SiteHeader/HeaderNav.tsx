import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBar } from '../LevelBar';
import { bellBadgeCap } from '../Notifications/NotificationBell';
import { VisuallyHidden } from '../VisuallyHidden';
import { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
import { inline, isCurrent, menuOnly, navItem, pageLink } from './site-header-styles';
import type { SiteHeaderPlayer, SiteNavLink } from './site-header-types';

export interface HeaderNavProps {
  id: string;
  /** The phone menu is open (from 1024 px the links always stand in the bar). */
  menuOpen: boolean;
  currentPath: string;
  links: readonly SiteNavLink[];
  signedIn: boolean;
  player?: SiteHeaderPlayer | null;
  /** Unread inbox entries (0 signed out). */
  unread: number;
  notifications?: { unreadCount: number; href: string };
  communityUrl: string;
  language: LanguageSelectProps;
  linkAs?: ElementType;
}

/**
 * The header's links: in the bar from 1024 px; below, the phone menu the menu button opens, with the level
 * bar, the Notifications link and the language choice of a signed-in player above every link.
 */
export function HeaderNav({
  id,
  menuOpen,
  currentPath,
  links,
  signedIn,
  player,
  unread,
  notifications,
  communityUrl,
  language,
  linkAs,
}: HeaderNavProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const { Link, to } = pageLink(linkAs);
  const external = (text: string) => (
    <a href={communityUrl} target="_blank" rel="noopener noreferrer" css={navItem(theme)}>
      {text}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );

  return (
    <nav
      id={id}
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
            <PhoneInboxLink
              href={notifications.href}
              current={isCurrent(notifications.href, currentPath)}
              unread={unread}
              linkAs={linkAs}
            />
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
  );
}

/** The phone menu's Notifications link, with the unread count as a badge (the bell stands in the bar). */
function PhoneInboxLink({
  href,
  current,
  unread,
  linkAs,
}: {
  href: string;
  current: boolean;
  unread: number;
  linkAs?: ElementType;
}) {
  const theme = useTheme();
  const { t } = useTranslation();
  const { Link, to } = pageLink(linkAs);
  const unreadBadge =
    unread > bellBadgeCap ? t('notifications.bell.overflow', { count: bellBadgeCap }) : String(unread);
  return (
    <Link
      {...to(href)}
      aria-current={current ? 'page' : undefined}
      css={[navItem(theme), { gap: theme.space[2] }]}
    >
      {unread > 0 ? (
        <>
          <span aria-hidden="true">{t('notifications.inbox.title')}</span>
          <VisuallyHidden>{t('notifications.bell.labelUnread', { count: unread })}</VisuallyHidden>
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
  );
}
