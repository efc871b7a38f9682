import { Avatar, Menu } from '@arena/ui';
import type { User } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { href, paths } from '../app/paths';
import { isOperatorRole } from '../app/operator-roles';

/** spec §2 header: a profile menu with profile, view public profile and logout (which goes to /join). */
export function ProfileMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (to: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Menu
      align="end"
      triggerLabel={t('nav.accountMenu', { name: user.name })}
      trigger={<Avatar src={user.photo} fallbackSrc="/favicon.svg" alt="" name={user.name} size="sm" />}
      items={[
        {
          id: 'profile',
          label: t('nav.profile'),
          href: paths.profile.pattern,
          onSelect: go(paths.profile.pattern),
        },
        {
          id: 'public',
          label: t('nav.viewPublicProfile'),
          href: href('publicProfile', { userId: user.id }),
          onSelect: go(href('publicProfile', { userId: user.id })),
        },
        // Operators only (issue 12): the console link; players never see it.
        ...(isOperatorRole(user.role)
          ? [{ id: 'console', label: t('admin.nav.console'), href: href('admin'), onSelect: go(href('admin')) }]
          : []),
        { id: 'logout', label: t('nav.logout'), tone: 'danger', onSelect: onLogout },
      ]}
    />
  );
}
