import type { User } from '@arena/contract';
import { ArenaThemeProvider } from '@arena/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json' with { type: 'json' };
import { SessionContext, type Session } from '../../session/SessionProvider';
import { SecurityTab } from './SecurityTab';

// Sign out everywhere, wired: confirm → POST /api/auth/logout-all → this browser signs out and lands on /join.
const { logoutAll } = vi.hoisted(() => ({ logoutAll: vi.fn<() => Promise<unknown>>() }));
vi.mock('../../session/api', () => ({ api: { logoutAll } }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
  // jsdom has no showModal()/close().
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
beforeEach(() => {
  logoutAll.mockReset();
});

const user = { provider: 'local', earningsPrivate: false } as User;

function renderTab() {
  const signOut = vi.fn();
  const session: Session = {
    status: 'loggedIn',
    userId: 'u1',
    signedOutByUser: false,
    signIn: () => {},
    signOut,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/profile']}>
            <Routes>
              <Route path="/profile" element={<SecurityTab user={user} onChanged={() => {}} />} />
              <Route path="/join" element={<p>join page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
  return { signOut };
}

async function confirmInDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = screen.getByRole('dialog', { name: 'Sign out on every device?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
}

describe('SecurityTab: sign out everywhere', () => {
  it('asks first, then ends every session, signs this browser out and goes to /join', async () => {
    logoutAll.mockResolvedValue({ status: 'success', message: 'You have been signed out on every device.' });
    const { signOut } = renderTab();
    expect(logoutAll).not.toHaveBeenCalled();
    await confirmInDialog();
    await screen.findByText('join page');
    expect(logoutAll).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('stays, with the message, when the call fails', async () => {
    logoutAll.mockRejectedValue(new Error('offline'));
    const { signOut } = renderTab();
    await confirmInDialog();
    await screen.findByText('Network error. Please check your connection and try again.');
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByText('join page')).toBeNull();
  });
});
