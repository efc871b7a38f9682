import { ArenaThemeProvider } from '@arena/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json' with { type: 'json' };
import PlayersDetailPage from './PlayersDetailPage';

// A player's page: Block with a reason → blocked (the page reloads), Unblock with a confirmation.
const api = vi.hoisted(() => ({
  adminUser: vi.fn<(id: string) => Promise<unknown>>(),
  blockUser: vi.fn<(id: string, reason: string) => Promise<unknown>>(),
  unblockUser: vi.fn<(id: string) => Promise<unknown>>(),
  resendUserVerification: vi.fn(),
  setUserRole: vi.fn(),
  releaseGameAccount: vi.fn(),
}));
vi.mock('../../session/api', () => ({ api }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const detail = (blocked: boolean) => ({
  data: {
    id: 'u1',
    name: 'Huda',
    email: 'huda@example.com',
    role: 'player',
    emailVerified: true,
    blocked,
    createdAt: '2026-01-01T10:00:00.000Z',
    crystals: 1_250,
    gCoins: 3,
    blockedAt: blocked ? '2026-03-01T10:00:00.000Z' : null,
    blockedReason: blocked ? 'Chargeback fraud' : null,
    provider: 'local',
    country: 'AE',
    levelInfo: {
      currentLevel: 2,
      currentTier: { name: 'Bronze', color: '#cd7f32', minLevel: 1, maxLevel: 10 },
      experiencePoints: 150,
      experienceForCurrentLevel: 100,
      experienceForNextLevel: 300,
      experienceToNextLevel: 150,
      progressPercentage: 25,
    },
    lastSignInAt: null,
    gameAccounts: [],
    ledger: [],
    challenges: [],
    devices: [],
  },
});
const summary = (blocked: boolean) => ({
  status: 'success',
  message: 'ok',
  data: { ...detail(blocked).data },
});

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

function renderPage() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <MemoryRouter initialEntries={['/admin/players/u1']}>
          <Routes>
            <Route path="/admin/players/:id" element={<PlayersDetailPage />} />
          </Routes>
        </MemoryRouter>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

describe('PlayersDetailPage block flow', () => {
  it('blocks with the reason, reloads the player, then unblocks after a confirmation', async () => {
    api.adminUser
      .mockResolvedValueOnce(detail(false))
      .mockResolvedValueOnce(detail(true))
      .mockResolvedValue(detail(false));
    api.blockUser.mockResolvedValue(summary(true));
    api.unblockUser.mockResolvedValue(summary(false));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Huda' });
    await userEvent.type(within(dialog).getByRole('textbox'), ' Chargeback fraud ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block player' }));
    await screen.findByRole('button', { name: 'Unblock' });
    expect(api.blockUser).toHaveBeenCalledWith('u1', 'Chargeback fraud');
    expect(api.adminUser).toHaveBeenCalledTimes(2);
    await screen.findByText('Reason: Chargeback fraud');

    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unblock Huda?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Unblock player' }));
    await screen.findByRole('button', { name: 'Block' });
    expect(api.unblockUser).toHaveBeenCalledWith('u1');
    await waitFor(() => expect(api.adminUser).toHaveBeenCalledTimes(3));
    expect(screen.queryByText('Reason: Chargeback fraud')).toBeNull();
  });

  it('a failed block keeps the dialog open with its message and reloads nothing', async () => {
    api.adminUser.mockResolvedValue(detail(false));
    const refusal = Object.assign(new Error('refused'), {});
    api.blockUser.mockRejectedValue(refusal);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Huda' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block player' }));
    await within(dialog).findByText('Network error. Please check your connection and try again.');
    expect(screen.getByRole('dialog', { name: 'Block Huda' })).toBeTruthy();
    expect(api.adminUser).toHaveBeenCalledTimes(1);
  });

  it('cancelling the reason sends nothing', async () => {
    api.adminUser.mockResolvedValue(detail(false));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Huda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.blockUser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });
});
