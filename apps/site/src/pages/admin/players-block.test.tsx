import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import type { FakeApi } from '../../test/render-page';
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

const open = (lang: 'en' | 'ar' = 'en') =>
  renderPage(<PlayersDetailPage />, {
    path: '/admin/players/:id',
    url: '/admin/players/u1',
    api: api as unknown as FakeApi,
    lang,
  });

// Whole flows through dialogs take a few seconds on a busy machine.

describe('PlayersDetailPage block flow', () => {
  it('blocks with the reason, reloads the player, then unblocks after a confirmation', async () => {
    api.adminUser
      .mockResolvedValueOnce(detail(false))
      .mockResolvedValueOnce(detail(true))
      .mockResolvedValue(detail(false));
    api.blockUser.mockResolvedValue(summary(true));
    api.unblockUser.mockResolvedValue(summary(false));
    await open();

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
    await open();
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
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Huda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.blockUser).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy();
  });

  it('in Arabic, a failed block shows the network message in Arabic', async () => {
    api.adminUser.mockResolvedValue(detail(false));
    api.blockUser.mockRejectedValue(new Error('refused'));
    await open('ar');
    const ar = locales.ar.admin.players;
    await userEvent.click(await screen.findByRole('button', { name: ar.actions.block }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: ar.blockDialog.confirm }));
    await within(dialog).findByText(locales.ar.errors.network.connectionError);
  });
});

describe('PlayersDetailPage other actions', () => {
  const account = {
    id: 'ga1',
    provider: 'supercell',
    externalId: '#ABC123',
    displayName: 'Huda BS',
    games: ['brawl-stars'],
    linked: true,
    linkedAt: '2026-02-01T10:00:00.000Z',
    unlinkedAt: null,
    unlinkReason: null,
  };
  const unverified = () => ({
    data: { ...detail(false).data, emailVerified: false, gameAccounts: [account] },
  });

  it('loads the player by the id in the address and shows the profile', async () => {
    api.adminUser.mockResolvedValue(unverified());
    await open();
    expect(await screen.findByRole('heading', { name: 'Huda', level: 1 })).toBeTruthy();
    expect(api.adminUser).toHaveBeenCalledWith('u1');
    expect(screen.getByText('huda@example.com')).toBeTruthy();
  });

  it('resends the verification email and shows the server’s answer', async () => {
    api.adminUser.mockResolvedValue(unverified());
    api.resendUserVerification.mockResolvedValue({ status: 'success', message: 'Verification email sent.' });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent.')).toBeTruthy();
    expect(api.resendUserVerification).toHaveBeenCalledExactlyOnceWith('u1');
  });

  it('releases a Brawl Stars tag with the reason, then reloads the player', async () => {
    api.adminUser.mockResolvedValue(unverified());
    api.releaseGameAccount.mockResolvedValue({ status: 'success', message: 'Tag released.' });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: /#ABC123/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Release #ABC123' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Disputed ownership');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release tag' }));
    expect(await screen.findByText('Tag released.')).toBeTruthy();
    expect(api.releaseGameAccount).toHaveBeenCalledExactlyOnceWith('ga1', 'Disputed ownership');
    await waitFor(() => expect(api.adminUser).toHaveBeenCalledTimes(2));
  });
});
