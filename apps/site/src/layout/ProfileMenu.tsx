import { Avatar, Menu, VisuallyHidden } from '@arena/ui';
import type { MenuItem } from '@arena/ui';
import type { User } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { href, paths } from '../app/paths';
import type { RouteName } from '../app/paths';
import { isOperatorRole } from '../app/operator-roles';
import { communityUrl } from './community';

// Issue 13: from 1024 px the bar shows only Challenges, Store and Wallet; the player's other links live here.
const pageLinks: readonly RouteName[] = ['referral', 'about', 'contact'];

/**
 * spec §2 header: a profile menu with profile, view public profile and logout (which goes to /join), plus the
 * links that do not fit the bar (referral, about, contact, the community chat) and, for operators, the console.
 */
export function ProfileMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (to: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void navigate(to);
  };
  const link = (id: string, label: string, to: string): MenuItem => ({
    id,
    label,
    href: to,
    onSelect: go(to),
  });
  const items: MenuItem[] = [
    link('profile', t('nav.profile'), paths.profile.pattern),
    link('public', t('nav.viewPublicProfile'), href('publicProfile', { userId: user.id })),
    ...pageLinks.map((name) => link(name, t(`nav.${name}`), paths[name].pattern)),
    {
      id: 'community',
      label: (
        <>
          {t('nav.communityShort')}
          <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
        </>
      ),
      href: communityUrl,
      // A menu item cannot carry target="_blank" through the Menu component: open the chat in a new tab here.
      onSelect: (event) => {
        event.preventDefault();
        window.open(communityUrl, '_blank', 'noopener,noreferrer');
      },
    },
    // Operators only (issue 12): the console link; players never see it.
    ...(isOperatorRole(user.role) ? [link('console', t('admin.nav.console'), href('admin'))] : []),
    { id: 'logout', label: t('nav.logout'), tone: 'danger', onSelect: onLogout },
  ];
  return (
    <Menu
      align="end"
      triggerLabel={t('nav.accountMenu', { name: user.name })}
      trigger={<Avatar src={user.photo} fallbackSrc="/favicon.svg" alt="" name={user.name} size="sm" />}
      items={items}
    />
  );
}
