import { ArenaThemeProvider } from '@arena/ui';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionContext } from '../session/SessionProvider';
import type { Session } from '../session/SessionProvider';
import { GuestOnly, RequireAuth } from './guards';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: {} } } });
});

function session(status: Session['status'], signedOutByUser = false): Session {
  return {
    status,
    userId: status === 'loggedIn' ? 'u1' : null,
    signedOutByUser,
    signIn: () => {},
    signOut: () => {},
  };
}

function WhereAmI({ label }: { label: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <p>{`${label} at ${location.pathname} from ${from}`}</p>;
}

function tree(
  path: string | { pathname: string; state: unknown },
  status: Session['status'],
  signedOutByUser = false,
) {
  return (
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <SessionContext.Provider value={session(status, signedOutByUser)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="/wallet"
                element={
                  <RequireAuth>
                    <WhereAmI label="wallet" />
                  </RequireAuth>
                }
              />
              <Route
                path="/join"
                element={
                  <GuestOnly>
                    <WhereAmI label="join" />
                  </GuestOnly>
                }
              />
              <Route path="/challenges" element={<WhereAmI label="challenges" />} />
              <Route path="/" element={<WhereAmI label="home" />} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ArenaThemeProvider>
    </I18nextProvider>
  );
}

function renderAt(path: string, status: Session['status']) {
  return render(tree(path, status));
}

/** /join as reached from a guarded page (the origin in the navigation state) or directly. */
function joinTree(from: string | undefined, status: Session['status']) {
  return tree({ pathname: '/join', state: from ? { from } : null }, status);
}

describe('guards (spec §2)', () => {
  it('sends a guest from an authenticated route to /join, remembering the origin with its query', () => {
    renderAt('/wallet?tab=history', 'loggedOut');
    expect(screen.getByText('join at /join from /wallet?tab=history')).toBeInTheDocument();
  });

  it('sends a player who logged out to /join without an origin', () => {
    render(tree('/wallet', 'loggedOut', true));
    expect(screen.getByText('join at /join from')).toBeInTheDocument();
  });

  it('lets a signed-in player through to an authenticated route', () => {
    renderAt('/wallet', 'loggedIn');
    expect(screen.getByText('wallet at /wallet from')).toBeInTheDocument();
  });

  it('keeps a signed-in player away from /join, sending them to /challenges', () => {
    renderAt('/join', 'loggedIn');
    expect(screen.getByText('challenges at /challenges from')).toBeInTheDocument();
  });

  it('sends someone who signs in on /join back to where they came from, or to /', async () => {
    const { rerender } = render(joinTree('/wallet', 'loggedOut'));
    expect(screen.getByText('join at /join from /wallet')).toBeInTheDocument();
    rerender(joinTree('/wallet', 'loggedIn'));
    expect(await screen.findByText('wallet at /wallet from')).toBeInTheDocument();
  });

  it('sends someone who signs in on /join without an origin to /', async () => {
    const { rerender } = render(joinTree(undefined, 'loggedOut'));
    rerender(joinTree(undefined, 'loggedIn'));
    expect(await screen.findByText('home at / from')).toBeInTheDocument();
  });

  // The server's guard (decision 0031) sends a visitor to /join?from=<page>: no history state there.
  it('sends someone who signs in on /join?from= back to that page', async () => {
    const at = '/join?from=%2Fwallet%3Ftab%3Dhistory';
    const { rerender } = render(tree(at, 'loggedOut'));
    expect(screen.getByText('join at /join from')).toBeInTheDocument();
    rerender(tree(at, 'loggedIn'));
    expect(await screen.findByText('wallet at /wallet from')).toBeInTheDocument();
  });

  it('sends a browser that holds a token but lost its cookie straight on to ?from=', () => {
    renderAt('/join?from=%2Fwallet', 'loggedIn');
    expect(screen.getByText('wallet at /wallet from')).toBeInTheDocument();
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'wallet'])(
    'ignores a ?from= that is not a path on this site (%s)',
    async (from) => {
      const at = `/join?from=${encodeURIComponent(from)}`;
      const { rerender } = render(tree(at, 'loggedOut'));
      rerender(tree(at, 'loggedIn'));
      expect(await screen.findByText('home at / from')).toBeInTheDocument();
    },
  );

  it('shows /join to a guest', () => {
    renderAt('/join', 'loggedOut');
    expect(screen.getByText('join at /join from')).toBeInTheDocument();
  });

  it('waits, showing a loading state, while the session is being checked', () => {
    renderAt('/wallet', 'checking');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/wallet at/)).toBeNull();
  });
});
