import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { HeaderBalances, VisuallyHidden } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import type { RouteName } from '../app/paths';
import { useSession } from '../session/SessionProvider';
import { communityUrl } from './community';
import { LanguageSelector } from './LanguageSelector';
import { PlayerLevelBar } from './PlayerLevelBar';
import { ProfileMenu } from './ProfileMenu';
import { SpecialOffer } from './SpecialOffer';
import { useCurrentUser } from '../session/CurrentUserProvider';
import { useWallet } from '../session/WalletProvider';
import { formatCount } from '../pages/store/money-format';

// spec §2 Navigation: visitors see only Home and Challenges, a join-now button and the community button.
const visitorLinks: RouteName[] = ['home', 'challenges'];
// Issue 13: a player's main links (Challenges, Store, Wallet) sit in the bar from 1024 px; the rest live in the
// profile menu there, and the phone menu lists every link (Home first, the logo also goes home).
const playerMainLinks: ReadonlySet<RouteName> = new Set<RouteName>(['challenges', 'store', 'wallet']);
const playerLinks: RouteName[] = [
  'home',
  'challenges',
  'store',
  'wallet',
  'profile',
  'referral',
  'about',
  'contact',
];

const Bar = styled.header(({ theme }) => ({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  background: theme.colors.surface,
  borderBlockEnd: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
}));

const Inner = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  maxInlineSize: 1200,
  marginInline: 'auto',
  paddingInline: theme.space[4],
  minBlockSize: 64,
}));

const Brand = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minBlockSize: theme.touchTarget,
  color: theme.colors.text,
  textDecoration: 'none',
  fontFamily: theme.fonts.display,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.xl,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
}));

const Logo = styled.svg({ inlineSize: 32, blockSize: 32, flexShrink: 0 });

// On a phone the logo alone names the site, leaving room for the language, join and menu controls.
const BrandName = styled.span(({ theme }) => ({
  display: 'none',
  [theme.media.tablet]: { display: 'inline' },
}));

// From 1024 px the links stand in the bar (a visitor's two, a player's three main ones) and the menu
// button goes; below, the menu button opens the full list (issue 13: no wrap, no sideways scroll).
const inline = '@media (min-width: 1024px)';

const Nav = styled.nav<{ open: boolean }>(({ theme, open }) => ({
  display: open ? 'block' : 'none',
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  background: theme.colors.surface,
  borderBlockEnd: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  padding: theme.space[4],
  [inline]: {
    display: 'block',
    flexShrink: 0,
    position: 'static',
    background: 'transparent',
    border: 'none',
    padding: 0,
  },
}));

const NavList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
  [inline]: { flexDirection: 'row', flexWrap: 'nowrap', alignItems: 'center' },
}));

// A player's other links: in the phone menu only; from 1024 px the profile menu holds them.
const MenuOnlyItem = styled.li({ [inline]: { display: 'none' } });

const navItemStyles = ({ theme }: { theme: Theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: theme.touchTarget,
  paddingInline: theme.space[3],
  borderRadius: theme.radii.md,
  color: theme.colors.textMuted,
  textDecoration: 'none',
  fontWeight: theme.fontWeights.semibold,
  whiteSpace: 'nowrap',
  '&:hover': { color: theme.colors.text, background: theme.colors.surfaceHover },
  '&.active': { color: theme.colors.text, background: theme.colors.surfaceRaised },
});

const NavItem = styled(NavLink)(navItemStyles);

const ExternalNavItem = styled.a(navItemStyles);
// A visitor's community button sits in the header from tablet width; on a phone it is in the menu.
const PhoneOnlyItem = styled.li(({ theme }) => ({ [theme.media.tablet]: { display: 'none' } }));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  marginInlineStart: 'auto',
  minInlineSize: 0,
}));

type Tone = 'accent' | 'quiet';

const actionLinkStyles = ({ theme, tone }: { theme: Theme; tone: Tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: theme.touchTarget,
  paddingInline: theme.space[3],
  borderRadius: theme.radii.md,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  [theme.media.tablet]: { paddingInline: theme.space[4] },
  ...(tone === 'accent'
    ? {
        background: theme.colors.accent,
        color: theme.colors.onAccent,
        '&:hover': { background: theme.colors.accentHover },
      }
    : {
        color: theme.colors.text,
        border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
        '&:hover': { background: theme.colors.surfaceHover },
      }),
});

const JoinLink = styled(RouterLink)<{ tone: Tone }>(actionLinkStyles);

const CommunityLink = styled.a<{ tone: Tone }>(actionLinkStyles, ({ theme }) => ({
  display: 'none',
  [theme.media.tablet]: { display: 'inline-flex' },
}));

const MenuButton = styled.button(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: theme.touchTarget,
  blockSize: theme.touchTarget,
  borderRadius: theme.radii.md,
  border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  [inline]: { display: 'none' },
}));

// The compact level bar sits in the bar from 1024 px; below, the menu shows it (spec §2).
const HeaderLevel = styled.div({
  display: 'none',
  inlineSize: 120,
  flexShrink: 0,
  [inline]: { display: 'block' },
  '@media (min-width: 1280px)': { inlineSize: 132 },
});

const MenuLevel = styled.div(({ theme }) => ({
  paddingBlockEnd: theme.space[4],
  [inline]: { display: 'none' },
}));

// A signed-in phone header holds the balances and the menus; the language selector moves into the menu.
const HeaderLanguage = styled.div<{ playerNav: boolean }>(({ theme, playerNav }) =>
  playerNav ? { display: 'none', [theme.media.tablet]: { display: 'block' } } : {},
);

const MenuLanguage = styled.div(({ theme }) => ({
  paddingBlockEnd: theme.space[4],
  [theme.media.tablet]: { display: 'none' },
}));

export function ArenaLogo() {
  return (
    <Logo viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" opacity="0.08" />
      <path d="M32 10 52 52H42l-4-9H26l-4 9H12L32 10Zm0 16-4 9h8l-4-9Z" fill="#A78BFA" />
    </Logo>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { status, userId, signOut } = useSession();
  const { user } = useCurrentUser();
  const wallet = useWallet();
  const location = useLocation();
  const navigate = useNavigate();
  // The menu remembers the page it was opened on, so moving to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const navId = useId();
  const signedIn = status === 'loggedIn';
  const links = signedIn ? playerLinks : visitorLinks;

  return (
    <Bar>
      <Inner>
        <Brand to={paths.home.pattern} aria-label={t('nav.homeLink')}>
          <ArenaLogo />
          <BrandName aria-hidden="true">{t('app.name')}</BrandName>
        </Brand>
        <Nav id={navId} open={menuOpen} aria-label={t('nav.main')}>
          {user ? (
            <MenuLevel>
              <PlayerLevelBar levelInfo={user.levelInfo} />
            </MenuLevel>
          ) : null}
          {signedIn ? (
            <MenuLanguage>
              <LanguageSelector />
            </MenuLanguage>
          ) : null}
          <NavList>
            {links.map((name) => {
              const Item = signedIn && !playerMainLinks.has(name) ? MenuOnlyItem : 'li';
              return (
                <Item key={name}>
                  <NavItem to={paths[name].pattern} end={name === 'home'}>
                    {t(`nav.${name}`)}
                  </NavItem>
                </Item>
              );
            })}
            {signedIn ? (
              // spec §2: for players the community chat is one of the links (in the profile menu from 1024 px).
              <MenuOnlyItem>
                <ExternalNavItem href={communityUrl} target="_blank" rel="noopener noreferrer">
                  {t('nav.communityShort')}
                  <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
                </ExternalNavItem>
              </MenuOnlyItem>
            ) : (
              <PhoneOnlyItem>
                <ExternalNavItem href={communityUrl} target="_blank" rel="noopener noreferrer">
                  {t('nav.community')}
                  <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
                </ExternalNavItem>
              </PhoneOnlyItem>
            )}
          </NavList>
        </Nav>
        <Actions>
          {signedIn ? null : (
            <CommunityLink tone="quiet" href={communityUrl} target="_blank" rel="noopener noreferrer">
              {t('nav.community')}
            </CommunityLink>
          )}
          <HeaderLanguage playerNav={signedIn}>
            <LanguageSelector />
          </HeaderLanguage>
          {signedIn && userId ? <SpecialOffer key={userId} userId={userId} /> : null}
          {signedIn ? (
            <HeaderBalances
              as={RouterLink}
              to={paths.wallet.pattern}
              gCoins={wallet.balances.gCoinsAvailable}
              crystals={wallet.balances.crystalsAvailable}
              label={t('nav.walletBalances', {
                gCoins: formatCount(wallet.balances.gCoinsAvailable),
                crystals: formatCount(wallet.balances.crystalsAvailable),
              })}
              loadingLabel={t('nav.walletLoading')}
              loading={wallet.loading}
              format={formatCount}
              compact
            />
          ) : null}
          {signedIn && user ? (
            <HeaderLevel>
              <PlayerLevelBar levelInfo={user.levelInfo} compact />
            </HeaderLevel>
          ) : null}
          {signedIn ? (
            user ? (
              <ProfileMenu
                user={user}
                onLogout={() => {
                  // spec §2: logout goes to /join.
                  signOut();
                  void navigate(paths.join.pattern);
                }}
              />
            ) : null
          ) : (
            <JoinLink tone="accent" to={paths.join.pattern}>
              {t('nav.joinNow')}
            </JoinLink>
          )}
          <MenuButton
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.menu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </MenuButton>
        </Actions>
      </Inner>
    </Bar>
  );
}
