import { SiteHeader } from '@arena/ui';
import type { ProfileMenuLink, SiteNavLink } from '@arena/ui';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { href, paths } from '../app/paths';
import type { RouteName } from '../app/paths';
import { isOperatorRole } from '../app/operator-roles';
import { useCurrentUser } from '../session/CurrentUserProvider';
import { useNotifications } from '../session/NotificationsProvider';
import { useSession } from '../session/SessionProvider';
import { useWallet } from '../session/WalletProvider';
import { formatCount } from '../pages/store/money-format';
import { communityUrl } from './community';
import { useLanguageChoice } from './LanguageSelector';
import { levelBarProps } from './PlayerLevelBar';

type NavName = SiteNavLink['id'] & RouteName;

// spec §2 Navigation: visitors see only Home and Challenges, a join-now button and the community button.
const visitorLinks: readonly NavName[] = ['home', 'challenges'];
// Issue 13: a player's main links (Challenges, Store, Wallet) sit in the bar from 1024 px; the rest live in the
// profile menu there, and the phone menu lists every link (Home first, the logo also goes home).
const playerMainLinks: ReadonlySet<NavName> = new Set<NavName>(['challenges', 'store', 'wallet']);
const playerLinks: readonly NavName[] = [
  'home',
  'challenges',
  'store',
  'wallet',
  'profile',
  'referral',
  'about',
  'contact',
];

// The gift and its dialog (and their machine) load only for a signed-in player (issue 15).
const SpecialOffer = lazy(async () => ({ default: (await import('./SpecialOffer')).SpecialOffer }));

/** The site's header: ui SiteHeader fed with the session, the current user, the wallet and the router. */
export function Header() {
  const { status, userId, signOut } = useSession();
  const { user } = useCurrentUser();
  const wallet = useWallet();
  const { unreadCount } = useNotifications();
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguageChoice();
  const signedIn = status === 'loggedIn';

  const links: SiteNavLink[] = (signedIn ? playerLinks : visitorLinks).map((name) => ({
    id: name,
    href: paths[name].pattern,
    inBar: !signedIn || playerMainLinks.has(name),
  }));
  const menuLinks: ProfileMenuLink[] = user
    ? [
        { id: 'profile', href: paths.profile.pattern },
        { id: 'publicProfile', href: href('publicProfile', { userId: user.id }) },
        { id: 'referral', href: paths.referral.pattern },
        { id: 'about', href: paths.about.pattern },
        { id: 'contact', href: paths.contact.pattern },
        // Operators only (issue 12): the console link; players never see it.
        ...(isOperatorRole(user.role) ? [{ id: 'console' as const, href: href('admin') }] : []),
      ]
    : [];

  return (
    <SiteHeader
      homeHref={paths.home.pattern}
      currentPath={location.pathname}
      links={links}
      signedIn={signedIn}
      player={
        user
          ? {
              id: user.id,
              name: user.name,
              photo: user.photo,
              level: levelBarProps(user.levelInfo),
              menuLinks,
            }
          : null
      }
      balances={{
        gCoins: wallet.balances.gCoinsAvailable,
        crystals: wallet.balances.crystalsAvailable,
        loading: wallet.loading,
        href: paths.wallet.pattern,
      }}
      formatCount={formatCount}
      joinHref={paths.join.pattern}
      communityUrl={communityUrl}
      language={language}
      // Issue 16: the bell (the menu button on a phone) with the unread count, for players only.
      notifications={signedIn ? { unreadCount, href: paths.notifications.pattern } : undefined}
      offer={
        signedIn && userId ? (
          <Suspense key={userId} fallback={null}>
            <SpecialOffer userId={userId} />
          </Suspense>
        ) : null
      }
      linkAs={RouterLink}
      onNavigate={(to) => void navigate(to)}
      onLogout={() => {
        // spec §2: logout goes to /join.
        signOut();
        void navigate(paths.join.pattern);
      }}
    />
  );
}
