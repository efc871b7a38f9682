import type { CanWithdrawResponse, PassportStatusResponse, User } from '@arena/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import WalletPage from './WalletPage';

// spec §2 /wallet wired through the page's API client (renderPage): the balances from the wallet context,
// the passport status, the withdrawal's eligibility and saved cards, the way to the store and the history,
// and the withdrawal's verification gate opening the passport dialog.
const en = locales.en;
const ar = locales.ar;
const routes = [paths.store.pattern, paths.walletTransactions.pattern];
const player = { id: 'u1', name: 'Lina', email: 'lina@example.com' } as unknown as User;
const verificationMessage = 'Passport verification is required before you can withdraw';

const notVerified: PassportStatusResponse = {
  data: { verified: false, verificationStatus: 'none', verification: null },
};

function api(canWithdraw: CanWithdrawResponse = { data: { canWithdraw: true, reason: null } }) {
  return {
    passportStatus: vi.fn().mockResolvedValue(notVerified),
    canWithdraw: vi.fn().mockResolvedValue(canWithdraw),
    paymentMethods: vi.fn().mockResolvedValue({ methods: [] }),
    recentWithdrawals: vi.fn().mockResolvedValue({ data: [] }),
  };
}

describe('WalletPage', () => {
  it('shows both balances, the passport status and the withdrawal; the buttons lead to the store and history', async () => {
    const fake = api();
    await renderPage(<WalletPage />, {
      path: paths.wallet.pattern,
      api: fake,
      user: player,
      wallet: { gCoinsAvailable: 12, crystalsAvailable: 3_250 },
      routes,
    });
    expect(screen.getByRole('heading', { level: 1, name: en.wallet.title })).toBeTruthy();
    expect(screen.getByRole('region', { name: en.wallet.gCoins })).toHaveTextContent('12 GCoins');
    expect(screen.getByRole('region', { name: en.wallet.crystals })).toHaveTextContent('3,250 crystals');
    expect(await screen.findByText(en.wallet.passport.badge.notVerified)).toBeTruthy();
    expect(fake.passportStatus).toHaveBeenCalledTimes(1);
    expect(fake.canWithdraw).toHaveBeenCalledTimes(1);
    // The payment email starts as the account's.
    expect(await screen.findByDisplayValue('lina@example.com')).toBeTruthy();

    expect(screen.getByRole('link', { name: en.wallet.exchange })).toHaveAttribute('href', '/store');
    await userEvent.click(screen.getByRole('link', { name: en.wallet.purchaseMore }));
    expect(await screen.findByText(`route ${paths.store.pattern}`)).toBeTruthy();
  });

  it('the withdrawal’s verification gate opens the passport upload dialog', async () => {
    const fake = api({ data: { canWithdraw: false, reason: verificationMessage } });
    await renderPage(<WalletPage />, {
      path: paths.wallet.pattern,
      api: fake,
      user: player,
      wallet: { crystalsAvailable: 3_250 },
      routes,
    });
    await screen.findByText(en.wallet.passport.badge.notVerified);
    await userEvent.click(screen.getByRole('button', { name: en.wallet.withdrawal.submit }));
    const dialog = await screen.findByRole('dialog', { name: en.wallet.passport.dialog.title });
    expect(within(dialog).getByText(en.wallet.passport.dialog.chooseFile)).toBeTruthy();
  });

  it('in Arabic: the balances, the passport card and the way to the history in Arabic', async () => {
    await renderPage(<WalletPage />, {
      path: paths.wallet.pattern,
      api: api(),
      lang: 'ar',
      user: player,
      wallet: { gCoinsAvailable: 0, crystalsAvailable: 0 },
      routes,
    });
    expect(screen.getByRole('heading', { level: 1, name: ar.wallet.title })).toBeTruthy();
    expect(screen.getByRole('region', { name: ar.wallet.crystals })).toBeTruthy();
    expect(await screen.findByText(ar.wallet.passport.badge.notVerified)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: ar.wallet.history }));
    expect(await screen.findByText(`route ${paths.walletTransactions.pattern}`)).toBeTruthy();
  });
});
