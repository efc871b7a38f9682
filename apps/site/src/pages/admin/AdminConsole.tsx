import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { isOperatorRole } from '../../app/operator-roles';
import { PageLoading } from '../../layout/PageLoading';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import NotFoundPage from '../NotFoundPage';
import { adminBase } from './admin-paths';
import { AdminNavContext } from './admin-nav';
import type { AdminNavEntry } from './admin-nav';
import { adminRoutes, routesFor } from './admin-routes';
import { SecondFactorGate } from './SecondFactorGate';

/**
 * The operator console (issue 12): the one chunk behind `/admin/*`. RequireOperator has let only admin
 * and support through; a page the role may not use is not found, and the overview sends support staff to
 * their first page. Each page renders itself inside AdminLayout (the shell, its title and actions).
 * SecondFactorGate first asks for the operator's second factor (issue 29).
 */
export default function AdminConsole() {
  const { user } = useCurrentUser();
  const role = user && isOperatorRole(user.role) ? user.role : null;
  if (!role) return <NotFoundPage />;
  const allowed = routesFor(role);
  const first = allowed.find((route) => route.navKey);
  const nav: AdminNavEntry[] = allowed.flatMap((route) =>
    route.navKey ? [{ path: route.path, navKey: route.navKey }] : [],
  );
  return (
    <SecondFactorGate>
      <AdminNavContext.Provider value={nav}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {adminRoutes.map((route) => {
              const element = allowed.includes(route) ? (
                route.element
              ) : route.path === '' && first ? (
                <Navigate to={`${adminBase}/${first.path}`} replace />
              ) : (
                <NotFoundPage />
              );
              return route.path === '' ? (
                <Route key="index" index element={element} />
              ) : (
                <Route key={route.path} path={route.path} element={element} />
              );
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </AdminNavContext.Provider>
    </SecondFactorGate>
  );
}
