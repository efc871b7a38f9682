import { AdminShell } from '@arena/ui';
import type { AdminLinkProps } from '@arena/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../PageMeta';
import { adminBase } from './admin-paths';
import { useAdminNavEntries } from './admin-nav';

/** The console's navigation for the operator's role (from AdminConsole), the current entry active. */
export function useAdminNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return useAdminNavEntries().map((route) => {
    const href = route.path ? `${adminBase}/${route.path}` : adminBase;
    const active = route.path
      ? pathname === href || pathname.startsWith(`${href}/`)
      : pathname === adminBase || pathname === `${adminBase}/`;
    return { href, label: t(`admin.nav.${route.navKey}`), active };
  });
}

function RouterLink({ href, children, ...rest }: AdminLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

export type AdminLayoutProps = {
  /** The page's heading (h1) and, with " · Arena", its meta title. */
  title: string;
  /** The title is a player's name (their own words, kept in their direction). */
  titleIsName?: boolean;
  description?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * Every console page renders inside this: the ui AdminShell with the navigation the operator's role
 * may use (support: passports, payouts, players, audit log; admin: all), the page title and actions.
 */
export function AdminLayout({ title, titleIsName, description, actions, children }: AdminLayoutProps) {
  const { t } = useTranslation();
  const navItems = useAdminNav();
  return (
    <>
      <PageMeta title={t('admin.common.metaTitle', { page: title })} />
      <AdminShell
        title={title}
        {...(titleIsName ? { titleIsName } : {})}
        {...(description ? { description } : {})}
        {...(actions ? { actions } : {})}
        navItems={navItems}
        renderLink={RouterLink}
      >
        {children}
      </AdminShell>
    </>
  );
}
