import { css, useTheme } from '@emotion/react';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderBalances } from '../BalancePill';
import { LevelBar, levelTierOf, tierToneFor } from '../LevelBar';
import { NotificationBell } from '../Notifications/NotificationBell';
import { LanguageSelect } from './LanguageSelect';
import { ProfileMenuButtonPlaceholder, ProfileMenuPlaceholder } from './ProfileMenuPlaceholder';
import { actionLink, inline, isCurrent, pageLink } from './site-header-styles';
import type { SiteHeaderProps } from './site-header-types';

// The account menu (and the Menu under it) loads once a player is signed in: a visitor's first script has none.
const ProfileMenu = lazy(async () => ({ default: (await import('./ProfileMenu')).ProfileMenu }));

export type HeaderActionsProps = Pick<
  SiteHeaderProps,
  | 'currentPath'
  | 'signedIn'
  | 'player'
  | 'balances'
  | 'joinHref'
  | 'communityUrl'
  | 'language'
  | 'offer'
  | 'notifications'
  | 'linkAs'
  | 'onNavigate'
  | 'onLogout'
  | 'profileMenuOpen'
> & {
  formatCount: (amount: number) => string;
  /** The phone menu's button, last. */
  children?: ReactNode;
};

/**
 * The header's end: a visitor's community button, the language choice, and Join now; a player's special
 * offer, bell, balances, compact level bar and profile menu (each from the width where it fits).
 */
export function HeaderActions({
  currentPath,
  signedIn,
  player,
  balances,
  formatCount,
  joinHref,
  communityUrl,
  language,
  offer,
  notifications,
  linkAs,
  onNavigate,
  onLogout,
  profileMenuOpen,
  children,
}: HeaderActionsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const { Link, to } = pageLink(linkAs);
  return (
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
          <Suspense fallback={<ProfileMenuButtonPlaceholder />}>
            <ProfileMenu
              name={player.name}
              photo={player.photo}
              colorSeed={player.id}
              tierTone={tierToneFor(levelTierOf(player.level.tier))}
              links={player.menuLinks}
              communityUrl={communityUrl}
              onNavigate={onNavigate}
              onLogout={onLogout}
              defaultOpen={profileMenuOpen}
            />
          </Suspense>
        ) : (
          <ProfileMenuPlaceholder />
        )
      ) : (
        <Link {...to(joinHref)} css={actionLink(theme, 'accent')}>
          {t('nav.joinNow')}
        </Link>
      )}
      {children}
    </div>
  );
}
