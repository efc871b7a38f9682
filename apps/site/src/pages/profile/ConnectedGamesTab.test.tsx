import type { GameAccountsResponse } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage, type FakeApi } from '../../test/render-page';
import { ConnectedGamesTab } from './ConnectedGamesTab';

// Profile → Connected Games, wired through a fake client (renderPage): GET game-accounts, the empty
// state leading to the challenges (Link a game), DELETE game-accounts/{gameType} with the reason after
// the dialog, then the list and the header reload; a refusal reads in the reader's language.

const accounts = (
  connectedAccounts: GameAccountsResponse['data']['connectedAccounts'],
  remainingDisconnections = 3,
): GameAccountsResponse => ({ data: { connectedAccounts, remainingDisconnections } });

const valorant = {
  gameType: 'Valorant' as const,
  canDisconnect: true,
  accountInfo: { valGameName: 'Lina', valTagLine: 'EUW', supportedGames: ['Valorant'] },
};

async function show(api: FakeApi, lang: 'en' | 'ar' = 'en') {
  const onChanged = vi.fn();
  const page = await renderPage(<ConnectedGamesTab onChanged={onChanged} />, {
    path: paths.profile.pattern,
    api,
    lang,
    routes: [paths.challenges.pattern],
  });
  return { ...page, onChanged };
}

describe('ConnectedGamesTab', () => {
  it('with nothing linked, Link a game leads to the challenges', async () => {
    await show({ gameAccounts: vi.fn().mockResolvedValue(accounts([])) });
    expect(await screen.findByText(locales.en.profile.games.title)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Link a game' }));
    expect(await screen.findByText(`route ${paths.challenges.pattern}`)).toBeTruthy();
  });

  it('disconnects with the reason after the dialog, then reloads the list and the header', async () => {
    const gameAccounts = vi
      .fn()
      .mockResolvedValueOnce(accounts([valorant]))
      .mockResolvedValueOnce(accounts([], 2));
    const disconnectGameAccount = vi.fn().mockResolvedValue({
      status: 'success',
      message: 'Game account disconnected',
      data: { remainingDisconnections: 2 },
    });
    const { onChanged } = await show({ gameAccounts, disconnectGameAccount });
    expect(await screen.findByText('Lina#EUW')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Valorant' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Valorant' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Switching regions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(disconnectGameAccount).toHaveBeenCalledWith('Valorant', 'Switching regions'));
    expect(await screen.findByText(locales.en.profile.games.disconnected)).toBeTruthy();
    await waitFor(() => expect(gameAccounts).toHaveBeenCalledTimes(2));
    expect(onChanged).toHaveBeenCalled();
  });

  it('in Arabic: a refused disconnection shows the Arabic text in the dialog', async () => {
    const ar = locales.ar.profile.games;
    const disconnectGameAccount = vi.fn().mockRejectedValue(new Error('offline'));
    await show(
      { gameAccounts: vi.fn().mockResolvedValue(accounts([valorant])), disconnectGameAccount },
      'ar',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: ar.disconnectLabel.replace('{{game}}', 'Valorant') }),
    );
    const dialog = screen.getByRole('dialog', { name: ar.dialogTitle.replace('{{game}}', 'Valorant') });
    await userEvent.type(within(dialog).getByRole('textbox'), 'سبب');
    await userEvent.click(within(dialog).getByRole('button', { name: ar.disconnect }));
    expect(await within(dialog).findByText(locales.ar.errors.fallback.disconnectGameAccount)).toBeTruthy();
  });
});
