import { ArenaThemeProvider } from '@arena/ui';
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { Header } from '../layout/Header';
import { SessionContext, type Session } from '../session/SessionProvider';
import LandingPage from './LandingPage';

// Issue 13: a signed-in player is not asked to create an account on the landing page; a visitor on a
// phone finds the community button in the menu; About names CS2 as the rest of the site does.
const fake = vi.hoisted(() => ({
  dashboard: vi.fn(async () => ({
    data: { unique_participants: 21, total_prize_value_dispersed: 8559.5, completed_challenges: 4 },
  })),
  leaderboard: vi.fn(async () => ({ data: { leaderboard: [] } })),
}));
vi.mock('../session/api', () => ({ api: fake }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
});

const session = (status: Session['status']): Session =>
  ({
    status,
    userId: status === 'loggedIn' ? 'u1' : null,
    signedOutByUser: false,
    signIn: () => {},
    signOut: () => {},
  }) as unknown as Session;

function renderWith(status: Session['status'], page: React.ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <SessionContext.Provider value={session(status)}>
          <MemoryRouter>{page}</MemoryRouter>
        </SessionContext.Provider>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

describe('LandingPage calls to action', () => {
  it('a visitor is invited to create a free account', async () => {
    renderWith('loggedOut', <LandingPage />);
    expect(await screen.findByRole('link', { name: en.landing.cta.button })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.landing.hero.getStarted }).getAttribute('href')).toBe('/join');
    expect(await screen.findByText('$8,559.50')).toBeTruthy();
  });

  it('a signed-in player is led to the challenges instead, with no sign-up call', async () => {
    renderWith('loggedIn', <LandingPage />);
    const button = await screen.findByRole('link', { name: en.landing.ctaPlayer.button });
    expect(button.getAttribute('href')).toBe('/challenges');
    expect(screen.getByText(en.landing.ctaPlayer.title)).toBeTruthy();
    expect(screen.queryByText(en.landing.cta.button)).toBeNull();
    expect(screen.queryByText(en.landing.cta.body)).toBeNull();
    expect(screen.queryByRole('link', { name: en.landing.hero.getStarted })).toBeNull();
  });
});

describe('Header for a visitor', () => {
  it('puts the community button in the menu too (the phone has no room in the bar)', () => {
    renderWith('loggedOut', <Header />);
    // The closed menu is hidden until the menu button opens it.
    const nav = document.querySelector(`nav[aria-label="${en.nav.main}"]`) as HTMLElement;
    const community = within(nav).getByText(en.nav.community).closest('a') as HTMLAnchorElement;
    expect(community.getAttribute('href')).toMatch(/^https:/);
    expect(community.getAttribute('target')).toBe('_blank');
  });
});

describe('About', () => {
  it('the locales name CS2, not CS:GO', () => {
    expect(JSON.stringify(en)).not.toContain('CS:GO');
    expect((en.games as Record<string, string>).cs2).toBe('CS2');
  });
});
