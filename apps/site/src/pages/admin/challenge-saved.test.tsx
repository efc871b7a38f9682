import type { AdminChallenge } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { locales, renderPage } from '../../test/render-page';
import ChallengeFormPage from './ChallengeFormPage';
import ChallengesPage from './ChallengesPage';

// Issue 34: after Create or Save the console says so (a toast, announced politely) and goes back to the
// list with that challenge in view: highlighted where it is, or first when the list's page does not hold it.

const mocks = vi.hoisted(() => ({
  adminGames: vi.fn(),
  adminChallenge: vi.fn(),
  adminChallenges: vi.fn(),
  createChallenge: vi.fn(),
  updateChallenge: vi.fn(),
}));

const games = [
  {
    id: 'lol',
    name: 'League of Legends',
    image: '/games/lol.svg',
    order: 1,
    is_active: true,
    waitlistCount: 0,
  },
];
const challenge = (id: string, title: string): AdminChallenge => ({
  id,
  title,
  shortDescription: '<p>Short</p>',
  description: '<p>Long</p>',
  image: null,
  gameId: 'lol',
  type: 'daily',
  status: 0,
  startTime: '2099-01-01T10:00:00.000Z',
  endTime: '2099-01-02T10:00:00.000Z',
  durationHours: 24,
  entryFee: 1,
  maxPlayers: 50,
  minPlayers: 2,
  gameLimit: 5,
  skillLevel: 3,
  prizes: [],
  participants: 0,
  feesCollected: 0,
  createdAt: '2098-12-01T10:00:00.000Z',
  finishedAt: null,
  cancelledAt: null,
  cancelReason: null,
  voidReason: null,
});
const later = Array.from({ length: 20 }, (_, index) =>
  challenge(`c-${index + 10}`, `Later cup ${index + 1}`),
);
const page = (items: AdminChallenge[]) => ({
  status: 'success',
  data: { items, total: items.length + 20, page: 1, pageSize: 20 },
});

beforeAll(() => {
  // The rich-text editor (ProseMirror) measures the selection as it types; jsdom draws nothing.
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.adminGames.mockResolvedValue({ status: 'success', data: games });
});

/** The console's two pages under their routes, as AdminConsole mounts them. */
const renderConsole = (url: string, lang: 'en' | 'ar' = 'en') =>
  renderPage(
    <Routes>
      <Route path="challenges" element={<ChallengesPage />} />
      <Route path="challenges/new" element={<ChallengeFormPage />} />
      <Route path="challenges/:id" element={<ChallengeFormPage />} />
    </Routes>,
    { path: '/admin/*', url, api: mocks, lang },
  );

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Challenge list' }))
    .getAllByRole('row')
    .slice(1);

describe('after Create and Save', () => {
  it('Create: the toast says the challenge is created, and the new one is first in the list and highlighted', async () => {
    const created = challenge('c-new', 'Friday cup');
    mocks.createChallenge.mockResolvedValue({ status: 'success', data: { id: 'c-new' } });
    // The list is by start time: the new challenge is not on its first page.
    mocks.adminChallenges.mockResolvedValue(page(later));
    mocks.adminChallenge.mockResolvedValue({ status: 'success', data: created });
    const view = await renderConsole('/admin/challenges/new');
    await screen.findByRole('option', { name: 'League of Legends' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Friday cup');
    await userEvent.type(screen.getByRole('textbox', { name: 'Short description' }), 'Short');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Long');
    await userEvent.click(screen.getByRole('button', { name: 'Create challenge' }));

    const toast = await screen.findByText('“Friday cup” is created.');
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(view.router.state.location.pathname).toBe('/admin/challenges');
    await waitFor(() => expect(bodyRows()).toHaveLength(21));
    const first = bodyRows()[0]!;
    expect(within(first).getByRole('link', { name: 'Friday cup' })).toBeTruthy();
    expect(first).toHaveAttribute('data-highlighted');
    expect(bodyRows().filter((row) => row.hasAttribute('data-highlighted'))).toHaveLength(1);
    expect(mocks.adminChallenge).toHaveBeenCalledExactlyOnceWith('c-new');
    // Said once: the history entry no longer carries it (a reload would not say it again).
    expect(view.router.state.location.state).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('“Friday cup” is created.')).toBeNull();
  });

  it('Save: the toast says the changes are saved, and the row, on the page, is highlighted where it is', async () => {
    const stored = challenge('c-1', 'Weekend cup');
    mocks.adminChallenge.mockResolvedValue({ status: 'success', data: stored });
    mocks.updateChallenge.mockResolvedValue({
      status: 'success',
      data: { ...stored, title: 'Weekend cup II' },
    });
    mocks.adminChallenges.mockResolvedValue(
      page([...later.slice(0, 5), { ...stored, title: 'Weekend cup II' }, ...later.slice(5, 19)]),
    );
    await renderConsole('/admin/challenges/c-1');
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveValue('Weekend cup'));
    await userEvent.type(title, ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to “Weekend cup II” are saved.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const highlighted = bodyRows().filter((row) => row.hasAttribute('data-highlighted'));
    expect(highlighted).toHaveLength(1);
    expect(bodyRows().indexOf(highlighted[0]!)).toBe(5);
    expect(within(highlighted[0]!).getByRole('link', { name: 'Weekend cup II' })).toBeTruthy();
    // Only the form loaded it: the list had it already.
    expect(mocks.adminChallenge).toHaveBeenCalledTimes(1);
  });

  it('in Arabic, the toast after Save is in Arabic', async () => {
    const stored = challenge('c-1', 'Weekend cup');
    mocks.adminChallenge.mockResolvedValue({ status: 'success', data: stored });
    mocks.updateChallenge.mockResolvedValue({ status: 'success', data: stored });
    mocks.adminChallenges.mockResolvedValue(page([stored]));
    await renderConsole('/admin/challenges/c-1', 'ar');
    const ar = locales.ar.admin.challenges;
    const save = await screen.findByRole('button', { name: ar.form.save });
    await waitFor(() => expect(save).toBeEnabled());
    await waitFor(() => expect(screen.getByDisplayValue('Weekend cup')).toBeTruthy());
    await userEvent.click(save);
    expect(await screen.findByText(ar.toast.saved.replace('{{title}}', 'Weekend cup'))).toHaveAttribute(
      'role',
      'status',
    );
  });
});
