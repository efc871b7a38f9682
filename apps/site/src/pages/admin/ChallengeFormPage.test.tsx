import { ApiError } from '@arena/api-client';
import type { AdminChallenge } from '@arena/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import ChallengeFormPage from './ChallengeFormPage';

// The operator's challenge form wired to the API (issue 12, decision 0021): presets fill the fields, the
// contract's schema validates before sending, edits PUT the whole form with the start as UTC, and the
// server's errors land on the fields they name.
const mocks = vi.hoisted(() => ({
  adminGames: vi.fn(),
  adminChallenge: vi.fn(),
  createChallenge: vi.fn(),
  updateChallenge: vi.fn(),
  uploadAdminImage: vi.fn(),
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
  {
    id: 'valorant',
    name: 'Valorant',
    image: '/games/valorant.svg',
    order: 2,
    is_active: true,
    waitlistCount: 3,
  },
];

const stored: AdminChallenge = {
  id: 'c-1',
  title: 'Weekend cup',
  shortDescription: '<p>Short</p>',
  description: '<p>Long</p>',
  image: null,
  gameId: 'valorant',
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
  prizes: [{ rank: 1, title: '1st place', valueCents: 1000, crystals: 500 }],
  participants: 0,
  feesCollected: 0,
  createdAt: '2098-12-01T10:00:00.000Z',
  finishedAt: null,
  cancelledAt: null,
  cancelReason: null,
  voidReason: null,
  translations: { ur: { title: 'ویک اینڈ کپ' } },
};

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.adminGames.mockResolvedValue({ status: 'success', data: games });
  mocks.adminChallenge.mockResolvedValue({ status: 'success', data: stored });
});

const renderAt = (url: string, lang: 'en' | 'ar' = 'en') =>
  renderPage(<ChallengeFormPage />, {
    path: url === '/admin/challenges/new' ? url : '/admin/challenges/:id',
    url,
    api: mocks,
    lang,
    routes: ['/admin/challenges'],
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label (a required field's label may carry a marker after the name). */
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${escape(name)}\\s*\\*?$`), { selector: 'input,select' });

// Whole flows through dialogs take a few seconds on a busy machine.

describe('ChallengeFormPage', () => {
  it('starts from the daily preset on the first game; choosing Premium fills its values, each still editable', async () => {
    await renderAt('/admin/challenges/new');
    await waitFor(() => expect(field('Game')).toHaveValue('lol'));
    expect(field('Type')).toHaveValue('daily');
    expect(field('Duration (hours)')).toHaveValue(24);
    expect(field('Entry fee (GCoins)')).toHaveValue(0);
    expect(screen.getAllByLabelText(/Prize \d value/)).toHaveLength(2);

    await userEvent.selectOptions(field('Type'), 'premium');
    expect(field('Duration (hours)')).toHaveValue(72);
    expect(field('Entry fee (GCoins)')).toHaveValue(1);
    expect(field('Max players')).toHaveValue(100);
    expect(field('Game limit')).toHaveValue(10);
    expect(field('Skill level (1–18)')).toHaveValue(6);
    expect(
      screen.getAllByLabelText(/Prize \d value/).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['100.00', '50.00', '25.00', '15.00', '10.00']);
    expect(
      screen.getByText('XP: 50 for every participant, plus 150 / 100 / 75 / 50 / 50 for ranks 1–5.'),
    ).toBeVisible();

    await userEvent.clear(field('Max players'));
    await userEvent.type(field('Max players'), '40');
    expect(field('Max players')).toHaveValue(40);
  });

  it('validates with the contract before sending: required fields are named, nothing is posted', async () => {
    await renderAt('/admin/challenges/new');
    await waitFor(() => expect(field('Game')).toHaveValue('lol'));
    await userEvent.clear(field('Max players'));
    await userEvent.type(field('Max players'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create challenge' }));
    expect(field('Title')).toHaveAccessibleDescription('This field is required.');
    expect(field('Max players')).toHaveAccessibleDescription('Must be at least 1.');
    expect(mocks.createChallenge).not.toHaveBeenCalled();
  });

  it('edits a stored challenge: PUT with the whole form, the local start time as UTC, then back to the list', async () => {
    mocks.updateChallenge.mockResolvedValue({
      status: 'success',
      data: { ...stored, title: 'Weekend cup II' },
    });
    await renderAt('/admin/challenges/c-1');
    await waitFor(() => expect(field('Title')).toHaveValue('Weekend cup'));
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'Weekend cup II');
    await userEvent.clear(field('Starts at'));
    await userEvent.type(field('Starts at'), '2099-03-04T18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('route /admin/challenges');
    expect(mocks.updateChallenge).toHaveBeenCalledTimes(1);
    expect(mocks.updateChallenge).toHaveBeenCalledWith('c-1', {
      title: 'Weekend cup II',
      // The editor writes each paragraph with dir="auto" (Arabic and Urdu flow right to left).
      shortDescription: '<p dir="auto">Short</p>',
      description: '<p dir="auto">Long</p>',
      gameId: 'valorant',
      type: 'daily',
      startsAt: new Date(2099, 2, 4, 18, 30).toISOString(),
      durationHours: 24,
      entryFee: 1,
      maxPlayers: 50,
      minPlayers: 2,
      gameLimit: 5,
      skillLevel: 3,
      prizes: [{ title: '1st place', valueCents: 1000 }],
      // The stored translations go back as they were (decision 0058).
      translations: { ur: { title: 'ویک اینڈ کپ' } },
    });
    expect(mocks.createChallenge).not.toHaveBeenCalled();
  });

  it('a tab per language: the Arabic title typed right to left in the Arabic tab is sent as translations.ar.title', async () => {
    mocks.updateChallenge.mockResolvedValue({ status: 'success', data: stored });
    await renderAt('/admin/challenges/c-1');
    await waitFor(() => expect(field('Title')).toHaveValue('Weekend cup'));
    expect(screen.getByRole('tab', { name: 'English (required)' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'العربية' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Optional. A field left empty shows players the English words.',
    );
    const arabicTitle = screen.getByRole('textbox', { name: 'Title' });
    expect(arabicTitle).toHaveValue('');
    expect(arabicTitle.closest('[data-language]')).toHaveAttribute('dir', 'rtl');
    expect(arabicTitle.closest('[data-language]')).toHaveAttribute('lang', 'ar');
    await userEvent.type(arabicTitle, 'كأس نهاية الأسبوع');

    await userEvent.click(screen.getByRole('tab', { name: 'اردو' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('ویک اینڈ کپ');
    await userEvent.click(screen.getByRole('tab', { name: 'English (required)' }));
    expect(field('Title')).toHaveValue('Weekend cup');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByText('route /admin/challenges');
    expect(mocks.updateChallenge).toHaveBeenCalledExactlyOnceWith(
      'c-1',
      expect.objectContaining({
        title: 'Weekend cup',
        translations: { ar: { title: 'كأس نهاية الأسبوع' }, ur: { title: 'ویک اینڈ کپ' } },
      }),
    );
  });

  it('shows the server’s errors on the fields they name, and stays on the form', async () => {
    mocks.updateChallenge.mockRejectedValue(
      new ApiError('http', {
        status: 400,
        serverMessage: 'Invalid request: startsAt: must be in the future.; maxPlayers: must be at least 1',
      }),
    );
    await renderAt('/admin/challenges/c-1');
    await waitFor(() => expect(field('Title')).toHaveValue('Weekend cup'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field('Starts at')).toHaveAccessibleDescription(
        expect.stringContaining('must be in the future.'),
      ),
    );
    expect(field('Max players')).toHaveAccessibleDescription('must be at least 1');
    expect(screen.queryByText('route /admin/challenges')).toBeNull();
  });

  it('a challenge that has started: the server’s refusal is the form’s alert', async () => {
    mocks.updateChallenge.mockRejectedValue(
      new ApiError('http', {
        status: 409,
        serverMessage: 'This challenge has started and can no longer be edited.',
      }),
    );
    await renderAt('/admin/challenges/c-1');
    await waitFor(() => expect(field('Title')).toHaveValue('Weekend cup'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This challenge has started and can no longer be edited.',
    );
  });

  it('uploads a chosen image and shows it', async () => {
    mocks.uploadAdminImage.mockResolvedValue({ status: 'success', url: '/uploads/admin/cup.png' });
    await renderAt('/admin/challenges/c-1');
    await waitFor(() => expect(field('Title')).toHaveValue('Weekend cup'));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'cup.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Image'), png);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Challenge image preview' })).toHaveAttribute(
        'src',
        '/uploads/admin/cup.png',
      ),
    );
    expect(mocks.uploadAdminImage).toHaveBeenCalledExactlyOnceWith(png, 'cup.png');
  });

  it('in Arabic, a wrong file type says why without a request', async () => {
    await renderAt('/admin/challenges/c-1', 'ar');
    const ar = locales.ar.admin.challenges.form;
    const input = await screen.findByLabelText(ar.image);
    await userEvent.upload(input, new File(['gif'], 'cup.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.imageType);
    expect(mocks.uploadAdminImage).not.toHaveBeenCalled();
  });
});
