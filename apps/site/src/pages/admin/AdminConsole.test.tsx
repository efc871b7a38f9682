import { ArenaThemeProvider } from '@arena/ui';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json' with { type: 'json' };
import AdminConsole from './AdminConsole';
import type * as AdminRoutesModule from './admin-routes';
import type { AdminRoute } from './admin-routes';

// The console's frame (issue 12): each role sees only the pages it may use, in the registry's order;
// support staff who open /admin land on their first page; a page the role may not use is not found.
const current = vi.hoisted(() => ({ role: 'admin' }));
vi.mock('../../session/CurrentUserProvider', () => ({
  useCurrentUser: () => ({ user: { role: current.role }, refresh: () => {} }),
}));
// The second factor's gate has tests of its own (SecondFactorGate.test.tsx): here it lets everyone in.
vi.mock('./SecondFactorGate', () => ({
  SecondFactorGate: ({ children }: { children: unknown }) => children,
}));
// The registry's real paths and roles, each page a stub inside the real layout (no page chunks loaded).
vi.mock('./admin-routes', async (importOriginal) => {
  const real = await importOriginal<typeof AdminRoutesModule>();
  const { AdminLayout } = await import('./AdminLayout');
  const { useLocation } = await import('react-router-dom');
  const { createElement } = await import('react');
  // No JSX in a hoisted factory: its runtime import is not initialised yet.
  function Stub({ path }: { path: string }) {
    const location = useLocation();
    return createElement(AdminLayout, {
      title: `page ${path || 'overview'}`,
      children: createElement('p', null, `at ${location.pathname}`),
    });
  }
  const adminRoutes: AdminRoute[] = real.adminRoutes.map((route) => ({
    ...route,
    element: createElement(Stub, { path: route.path }),
  }));
  return {
    ...real,
    adminRoutes,
    routesFor: (role: string) => adminRoutes.filter((route) => route.roles.some((r) => r === role)),
  };
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
});

function renderAt(path: string, role: string) {
  current.role = role;
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminConsole />} />
          </Routes>
        </MemoryRouter>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

// jsdom has no media queries: the shell shows its phone layout, the list folded behind "Sections".
const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Operator console' }))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('AdminConsole', () => {
  it('an admin sees every section, the overview first and marked current', async () => {
    renderAt('/admin', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'page overview' })).toBeInTheDocument();
    const labels = navLabels();
    expect(labels.slice(0, 3)).toEqual(['Overview', 'Challenges', 'Games']);
    expect(labels).toEqual(
      expect.arrayContaining(['Passports', 'Payouts', 'Stuck payments', 'Players', 'Flags', 'Audit log']),
    );
    expect(screen.getByRole('link', { name: 'Overview', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('support staff see passports, payouts, stuck payments, players, fair-play flags and the audit log only, and land on the first', async () => {
    renderAt('/admin', 'support');
    expect(await screen.findByText('at /admin/passports')).toBeInTheDocument();
    expect(navLabels()).toEqual(['Passports', 'Payouts', 'Stuck payments', 'Players', 'Flags', 'Audit log']);
  });

  it('support staff who open an admin-only page see not found', async () => {
    renderAt('/admin/challenges/new', 'support');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/^at /)).toBeNull();
  });

  it('an unknown console address is not found', async () => {
    renderAt('/admin/nowhere', 'admin');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
