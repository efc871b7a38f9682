import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import PayoutsPage from './PayoutsPage';

// /admin/payouts wired to the API: the pending queue (filters sent to the server), the player's history
// beside it, Approve after a confirmation, a refusal in the reader's language.

const payout = {
  id: 'wd1',
  transactionId: 'tx1',
  method: 'paypal',
  crystals: 500,
  usdCents: 1000,
  status: 'pending',
  paymentEmail: 'huda@paypal.test',
  card: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: null,
  reason: null,
  userId: 'u1',
  userName: 'Huda',
  userEmail: 'huda@example.com',
  firstApproval: null,
};
const queueOf = (...rows: object[]) => ({ data: rows, secondApprovalFromCrystals: 5_000 });
const player = {
  data: {
    ledger: [
      {
        id: 'l1',
        type: 'withdrawal',
        description: 'Withdrawal requested',
        createdAt: '2026-03-01T10:00:00.000Z',
        crystals: -500,
        gCoins: 0,
      },
    ],
  },
};

function fakes() {
  return {
    adminPayouts: vi.fn().mockResolvedValue(queueOf(payout)),
    adminUser: vi.fn().mockResolvedValue(player),
    approvePayout: vi.fn(),
    rejectPayout: vi.fn(),
  };
}
const open = (api: ReturnType<typeof fakes>, lang: 'en' | 'ar' = 'en', userId = 'op1') =>
  renderPage(<PayoutsPage />, {
    path: '/admin/payouts',
    api,
    lang,
    routes: ['/admin/players/:id'],
    user: { id: userId, name: 'Operator', role: 'admin' } as never,
  });

/** A row's Actions menu (issue 34: one button per row, the decisions inside). */
async function rowAction(row: RegExp, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: row }));
  return screen.getByRole('menuitem', { name: item });
}

describe('PayoutsPage', () => {
  it('loads the pending queue, filters by method on the server and shows the player’s history', async () => {
    const api = fakes();
    await open(api);
    const table = await screen.findByRole('table', { name: 'Payout queue' });
    await within(table).findByText('huda@paypal.test');
    expect(api.adminPayouts).toHaveBeenCalledWith({ status: 'pending' });
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'card');
    await waitFor(() =>
      expect(api.adminPayouts).toHaveBeenLastCalledWith({ status: 'pending', method: 'card' }),
    );
    api.adminPayouts.mockResolvedValue(queueOf(payout));
    await userEvent.click(await rowAction(/^Actions: Huda, 500 crystals \(\$10\.00\)$/, 'History'));
    const history = await screen.findByRole('region', { name: "Huda's recent history" });
    await within(history).findByText('Withdrawal requested');
    expect(within(history).getByText('-500 crystals')).toBeTruthy();
    expect(api.adminUser).toHaveBeenCalledWith('u1');
  });

  it('each row has one Actions menu: Approve, Reject and History while pending, History after', async () => {
    const api = fakes();
    const paid = {
      ...payout,
      id: 'wd9',
      status: 'completed',
      userName: 'Omar',
      userEmail: 'omar@example.com',
    };
    api.adminPayouts.mockResolvedValue(queueOf(payout, paid));
    await open(api);
    const table = await screen.findByRole('table', { name: 'Payout queue' });
    expect(within(table).getAllByRole('button', { name: /^Actions: / })).toHaveLength(2);
    await userEvent.click(within(table).getByRole('button', { name: /^Actions: Huda/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Approve',
      'Reject',
      'History',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(table).getByRole('button', { name: /^Actions: Omar/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['History']);
  });

  it('approves after the confirmation and reloads the queue', async () => {
    const api = fakes();
    api.approvePayout.mockResolvedValue({
      status: 'success',
      message: 'ok',
      data: { ...payout, status: 'completed' },
    });
    await open(api);
    await userEvent.click(await rowAction(/^Actions: Huda/, 'Approve'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText('Payout approved and sent to the provider.')).toBeTruthy();
    expect(api.approvePayout).toHaveBeenCalledExactlyOnceWith('wd1');
    await waitFor(() => expect(api.adminPayouts).toHaveBeenCalledTimes(2));
  });

  it('in Arabic, a failed approval keeps the dialog open and says so in Arabic', async () => {
    const api = fakes();
    api.approvePayout.mockRejectedValue(new Error('offline'));
    await open(api, 'ar');
    const ar = locales.ar.admin.payouts;
    await userEvent.click(
      await rowAction(new RegExp(`^${locales.ar.admin.common.actions}: Huda`), ar.approve),
    );
    const dialog = await screen.findByRole('dialog', { name: ar.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: ar.confirm.confirm }));
    expect(await within(dialog).findByText(locales.ar.errors.network.connectionError)).toBeTruthy();
  });

  describe('four eyes: a payout of 5,000 crystals or more needs two operators', () => {
    const big = { ...payout, id: 'wd2', crystals: 5_000, usdCents: 10_000 };
    const approvedBy = (operatorId: string) => ({
      ...big,
      firstApproval: { operatorId, operatorName: 'Layla', at: '2026-03-01T11:00:00.000Z' },
    });

    it('the first approval says the money waits for a second operator, and the banner says it was recorded', async () => {
      const api = fakes();
      api.adminPayouts.mockResolvedValue(queueOf(big));
      api.approvePayout.mockResolvedValue({ status: 'success', message: 'ok', data: approvedBy('op1') });
      await open(api);
      await userEvent.click(await rowAction(/^Actions: Huda/, 'Approve'));
      const dialog = await screen.findByRole('dialog', { name: 'Approve this payout?' });
      expect(within(dialog).getByText(/This payout needs two operators\./)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
      expect(
        await screen.findByText(
          'First approval recorded. A second operator must approve this payout before it is sent.',
        ),
      ).toBeTruthy();
    });

    it('another operator sees who approved first and can give the second approval', async () => {
      const api = fakes();
      api.adminPayouts.mockResolvedValue(queueOf(approvedBy('op2')));
      await open(api);
      // The operator's name is isolated (U+2068 … U+2069), so it reads right in an Arabic sentence too.
      expect(
        await screen.findByText('Approved by \u2068Layla\u2069: waiting for a second operator'),
      ).toBeTruthy();
      const second = await rowAction(/^Actions: Huda/, 'Give second approval');
      expect(second.getAttribute('aria-disabled')).toBeNull();
      await userEvent.click(second);
      expect(await screen.findByRole('dialog', { name: 'Approve this payout?' })).toBeTruthy();
    });

    it('the operator who approved first cannot give the second approval', async () => {
      const api = fakes();
      api.adminPayouts.mockResolvedValue(queueOf(approvedBy('op1')));
      await open(api);
      const second = await rowAction(/^Actions: Huda/, 'Give second approval');
      expect(second.getAttribute('aria-disabled')).toBe('true');
      // Choosing it does nothing: no confirmation opens, the menu stays.
      await userEvent.click(second);
      expect(screen.queryByRole('dialog', { name: 'Approve this payout?' })).toBeNull();
      expect(screen.getByRole('menuitem', { name: 'Reject' })).toBeTruthy();
    });
  });
});
