import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { OperatorRole } from '../../app/operator-roles';
import { adminBase } from './admin-paths';
import { routesFor } from './admin-routes';

const Frame = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  maxInlineSize: 1280,
  marginInline: 'auto',
  padding: `${theme.space[6]} ${theme.space[4]}`,
  '@media (min-width: 900px)': { gridTemplateColumns: '220px minmax(0, 1fr)' },
}));

const NavList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  '@media (min-width: 900px)': { flexDirection: 'column' },
}));

const NavLink = styled(Link)(({ theme }) => ({
  display: 'block',
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  textDecoration: 'none',
  '&[aria-current="page"]': { background: theme.colors.accent, color: theme.colors.onAccent },
}));

/** The console's navigation items for a role, with the one the location is in marked active. */
export function useAdminNav(role: OperatorRole) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return routesFor(role).flatMap((route) => {
    if (!route.navKey) return [];
    const href = route.path ? `${adminBase}/${route.path}` : adminBase;
    const active = route.path
      ? pathname === href || pathname.startsWith(`${href}/`)
      : pathname === adminBase || pathname === `${adminBase}/`;
    return [{ key: route.navKey, href, label: t(`admin.nav.${route.navKey}`), active }];
  });
}

/** The console's frame: the navigation the role may use beside the page. */
export function AdminLayout({ role, children }: { role: OperatorRole; children: ReactNode }) {
  const { t } = useTranslation();
  const items = useAdminNav(role);
  return (
    <Frame>
      <nav aria-label={t('admin.nav.label')}>
        <NavList>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.href} aria-current={item.active ? 'page' : undefined}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </NavList>
      </nav>
      <div>{children}</div>
    </Frame>
  );
}
