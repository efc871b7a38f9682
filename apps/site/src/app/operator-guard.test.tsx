import { ArenaThemeProvider } from '@arena/ui';
import type { User } from '@arena/contract';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../session/SessionProvider';
import type { Session } from '../session/SessionProvider';
import { RequireOperator } from './guards';

const current = vi.hoisted(() => ({ user: null as { role: string } | null }));
vi.mock('../session/CurrentUserProvider', () => ({
  useCurrentUser: () => ({ user: current.user, refresh: () => {} }),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { translation: { notFound: { title: 'Page not found' } } } },
  });
});
beforeEach(() => {
  current.user = null;
});

function session(status: Session['status']): Session {
  return {
    status,
    userId: status === 'loggedIn' ? 'u1' : null,
    signedOutByUser: false,
    signIn: () => {},
    signOut: () => {},
  };
}

function WhereAmI({ label }: { label: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <p>{`${label} at ${location.pathname} from ${from}`}</p>;
}

function renderAt(path: string, status: Session['status'], role?: User['role']) {
  current.user = role ? { role } : null;
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <SessionContext.Provider value={session(status)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="/admin/*"
                element={
                  <RequireOperator>
                    <WhereAmI label="console" />
                  </RequireOperator>
                }
              />
              <Route path="/join" element={<WhereAmI label="join" />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

describe('RequireOperator (issue 12: the console is for admin and support only)', () => {
  it('sends a guest to /join, remembering the console page', () => {
    renderAt('/admin/challenges', 'loggedOut');
    expect(screen.getByText('join at /join from /admin/challenges')).toBeInTheDocument();
  });

  it('shows a signed-in player the not-found page, not the console', async () => {
    renderAt('/admin', 'loggedIn', 'player');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText(/console at/)).toBeNull();
  });

  it('lets an admin in', () => {
    renderAt('/admin/games', 'loggedIn', 'admin');
    expect(screen.getByText('console at /admin/games from')).toBeInTheDocument();
  });

  it('lets support staff in', () => {
    renderAt('/admin/players', 'loggedIn', 'support');
    expect(screen.getByText('console at /admin/players from')).toBeInTheDocument();
  });

  it('waits while the session or the signed-in user is still loading', () => {
    renderAt('/admin', 'checking');
    expect(screen.getByRole('status')).toBeInTheDocument();
    renderAt('/admin', 'loggedIn');
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.queryByText(/console at/)).toBeNull();
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });
});
