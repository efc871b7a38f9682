import { ApiError } from '@arena/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import FlagDetailPage from './FlagDetailPage';
import { detail, resolvedWith } from './flag-fixtures';

// /admin/flags/:id wired to the API (issue 30): the evidence (signal in words, shared value, first and
// last seen, how many times), the linked players (each a link to their page), Resolve with each action
// posting its body and a toast; a refusal shows the catalogue's words in the dialog.

const open = (api: object, lang: 'en' | 'ar' = 'en') =>
  renderPage(<FlagDetailPage />, {
    path: '/admin/flags/:id',
    url: '/admin/flags/flag-1',
    api,
    lang,
    routes: ['/admin/players/:id', '/admin/flags'],
    user: { id: 'op1', name: 'Operator', role: 'admin' } as never,
  });

async function resolveWith(action: string, note: string, dialogName = 'Resolve this flag') {
  await userEvent.click(await screen.findByRole('button', { name: 'Resolve flag' }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await userEvent.click(within(dialog).getByRole('radio', { name: action }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), note);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resolve flag' }));
  return dialog;
}

describe('FlagDetailPage', () => {
  it('shows each piece of evidence and the linked players, each linking to their page', async () => {
    const api = { adminFlag: vi.fn().mockResolvedValue({ data: detail }) };
    const { router } = await open(api);
    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    const items = within(evidence).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Shared device',
      'Same payout email',
    ]);
    expect(items[0]).toHaveTextContent('Shared valuedev-3f9c2a71');
    expect(items[0]).toHaveTextContent(/First seenMar 1, 2026/);
    expect(items[0]).toHaveTextContent(/Last seenMar 2, 2026/);
    expect(items[0]).toHaveTextContent('Times seen3');
    expect(items[0]).toHaveTextContent('AccountsHuda, Omar');
    expect(items[1]).toHaveTextContent('Shared valuefamily@paypal.test');
    const players = screen.getByRole('table', { name: 'Linked players' });
    const rows = within(players).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Hudahuda@example.comActive',
      'Omaromar@example.comBlockedPayouts held',
    ]);
    expect(api.adminFlag).toHaveBeenCalledWith('flag-1');
    await userEvent.click(within(players).getByRole('link', { name: 'Omar' }));
    expect(router.state.location.pathname).toBe('/admin/players/u-omar');
  });

  it.each([
    ['Dismiss', 'dismiss', 'Flag dismissed.'],
    ['Hold payouts', 'hold_payouts', 'Flag resolved: the players’ payouts are held.'],
    ['Block accounts', 'block', 'Flag resolved: the accounts are blocked.'],
  ] as const)(
    'resolving with %s posts {action: %s, note} and says so in a toast',
    async (label, action, toast) => {
      const api = {
        adminFlag: vi
          .fn()
          .mockResolvedValueOnce({ data: detail })
          .mockResolvedValue({ data: resolvedWith(action) }),
        resolveFlag: vi
          .fn()
          .mockResolvedValue({ status: 'success', message: 'Flag resolved.', data: resolvedWith(action) }),
      };
      await open(api);
      await resolveWith(label, '  Same phone, same payout email.  ');
      expect(await screen.findByText(toast)).toBeTruthy();
      expect(api.resolveFlag).toHaveBeenCalledExactlyOnceWith('flag-1', {
        action,
        note: 'Same phone, same payout email.',
      });
      // The page reloads: the flag is resolved, by whom and with what note; Resolve is gone.
      await waitFor(() => expect(api.adminFlag).toHaveBeenCalledTimes(2));
      const summary = screen.getByRole('region', { name: 'Summary' });
      await within(summary).findByText('Layla');
      expect(within(summary).getByText('Same phone, same payout email.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Resolve flag' })).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('an operator the flag names is refused: the dialog stays open with the catalogue’s words', async () => {
    const api = {
      adminFlag: vi.fn().mockResolvedValue({ data: detail }),
      resolveFlag: vi.fn().mockRejectedValue(
        new ApiError('http', {
          status: 403,
          serverMessage: 'You cannot decide on your own account: another operator must.',
          serverMessageKey: 'operatorUser.ownAccount',
        }),
      ),
    };
    await open(api);
    const dialog = await resolveWith('Dismiss', 'Family phone');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      locales.en.server.operatorUser.ownAccount,
    );
    expect(screen.getByRole('dialog', { name: 'Resolve this flag' })).toBeTruthy();
  });

  it('in Arabic, an already resolved flag (409) says so in Arabic', async () => {
    const ar = locales.ar.admin.flags;
    const api = {
      adminFlag: vi.fn().mockResolvedValue({ data: detail }),
      resolveFlag: vi.fn().mockRejectedValue(
        new ApiError('http', {
          status: 409,
          serverMessage: 'This flag is already resolved.',
          serverMessageKey: 'fairPlay.alreadyResolved',
        }),
      ),
    };
    await open(api, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: ar.detail.resolve }));
    const dialog = await screen.findByRole('dialog', { name: ar.resolve.title });
    await userEvent.click(within(dialog).getByRole('radio', { name: ar.resolve.actions.hold_payouts.label }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(ar.resolve.note) }),
      'جهاز واحد',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: ar.resolve.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      locales.ar.server.fairPlay.alreadyResolved,
    );
  });

  it('a flag that cannot be loaded says so, with the server’s words', async () => {
    const api = {
      adminFlag: vi.fn().mockRejectedValue(
        new ApiError('http', {
          status: 404,
          serverMessage: 'Flag not found.',
          serverMessageKey: 'fairPlay.notFound',
        }),
      ),
    };
    await open(api);
    expect(await screen.findByText('This flag could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Flag not found.')).toBeTruthy();
  });
});
