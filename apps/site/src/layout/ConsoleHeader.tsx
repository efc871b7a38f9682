import { AdminTopBar } from '@arena/ui';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { isOperatorRole } from '../app/operator-roles';
import { href, paths } from '../app/paths';
import { useCurrentUser } from '../session/CurrentUserProvider';
import { useSession } from '../session/SessionProvider';
import { useLanguageChoice } from './LanguageSelector';
import { communityUrl } from './community';

/**
 * The operator console's own compact bar (issue 34) in place of the player header: the Arena mark, the
 * language and the account menu (profile, the console, log out). No gift, balances, level or bell.
 */
export function ConsoleHeader() {
  const { signOut } = useSession();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const language = useLanguageChoice();
  return (
    <AdminTopBar
      homeHref={paths.home.pattern}
      language={language}
      linkAs={RouterLink}
      account={
        user
          ? {
              name: user.name,
              photo: user.photo,
              colorSeed: user.id,
              links: [
                { id: 'profile', href: paths.profile.pattern },
                // A player who opens /admin sees the not-found page in this frame, and no console link.
                ...(isOperatorRole(user.role) ? [{ id: 'console' as const, href: href('admin') }] : []),
              ],
              communityUrl,
              onNavigate: (to) => void navigate(to),
              onLogout: () => {
                // spec §2: logout goes to /join.
                signOut();
                void navigate(paths.join.pattern);
              },
            }
          : null
      }
    />
  );
}
