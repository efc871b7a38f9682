import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import type { FakeApi } from '../../test/render-page';
import PassportsPage from './PassportsPage';

// The passport review wired to the API client: the file fetched as a Blob into an object URL (revoked
// when left), Verify, Reject with a reason, Next.
const api = vi.hoisted(() => ({
  adminPassports: vi.fn<() => Promise<unknown>>(),
  adminPassportFile: vi.fn<(id: string) => Promise<Blob>>(),
  verifyPassport: vi.fn<(id: string) => Promise<unknown>>(),
  rejectPassport: vi.fn<(id: string, reason: string) => Promise<unknown>>(),
}));

const passport = (id: string, userName: string) => ({
  id,
  userId: `u-${id}`,
  userName,
  userEmail: `${userName.toLowerCase()}@example.com`,
  status: 'manual_review',
  uploadedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  contentType: 'image/png',
  sizeBytes: 68,
  fileAvailable: true,
});
const huda = passport('p1', 'Huda');
const omar = passport('p2', 'Omar');

let urls = 0;
const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  urls = 0;
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => {
    urls += 1;
    const url = `blob:test/${urls}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  for (const fn of Object.values(api)) fn.mockReset();
  api.adminPassports.mockResolvedValue({ data: [huda, omar] });
  api.adminPassportFile.mockImplementation(async () => new Blob(['png'], { type: 'image/png' }));
});
afterEach(() => vi.restoreAllMocks());

const open = (lang: 'en' | 'ar' = 'en') =>
  renderPage(<PassportsPage />, { path: '/admin/passports', api: api as unknown as FakeApi, lang });

async function review(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Review: ${name}` }));
  const region = await screen.findByRole('region', { name: `${name}'s passport` });
  // Verify and Reject wait for the file (disabled meanwhile): on a busy machine a click before it has
  // loaded does nothing, and the test would then type into the closed reason dialog.
  await waitFor(() => expect(within(region).getByRole('button', { name: 'Reject' })).toBeEnabled());
  return region;
}

// Whole flows through dialogs take a few seconds on a busy machine.

describe('PassportsPage', () => {
  it('opens a passport with its file from an object URL, verifies it, reloads the queue and goes on to the next', async () => {
    await open();
    const region = await review('Huda');
    expect(api.adminPassportFile).toHaveBeenCalledWith('p1');
    await waitFor(() => expect(region.querySelector('img')?.getAttribute('src')).toBe('blob:test/1'));
    expect(api.adminPassports).toHaveBeenCalledWith('manual_review');

    api.adminPassports.mockResolvedValue({ data: [omar] });
    api.verifyPassport.mockResolvedValue({});
    await userEvent.click(within(region).getByRole('button', { name: 'Verify' }));
    await within(region).findByText('Passport verified. Huda can now withdraw.');
    expect(api.verifyPassport).toHaveBeenCalledWith('p1');
    expect(api.rejectPassport).not.toHaveBeenCalled();
    await waitFor(() => expect(api.adminPassports).toHaveBeenCalledTimes(2));

    await userEvent.click(within(region).getByRole('button', { name: 'Next passport' }));
    const next = await screen.findByRole('region', { name: "Omar's passport" });
    await waitFor(() => expect(next.querySelector('img')?.getAttribute('src')).toBe('blob:test/2'));
    expect(api.adminPassportFile).toHaveBeenLastCalledWith('p2');
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('rejects with the reason typed; the player-facing reason is sent as written (trimmed)', async () => {
    await open();
    const region = await review('Huda');
    api.rejectPassport.mockResolvedValue({});
    await userEvent.click(within(region).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: "Reject Huda's passport" });
    await userEvent.type(within(dialog).getByRole('textbox'), '  The photo is blurry ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject passport' }));
    await within(region).findByText('Passport rejected. Huda sees your reason.');
    expect(api.rejectPassport).toHaveBeenCalledWith('p1', 'The photo is blurry');
    expect(api.verifyPassport).not.toHaveBeenCalled();
  });

  it('a failed decision says so in an alert and keeps the passport open', async () => {
    await open();
    const region = await review('Huda');
    api.verifyPassport.mockRejectedValue(new Error('offline'));
    await userEvent.click(within(region).getByRole('button', { name: 'Verify' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('The decision was not saved.');
    expect(screen.getByRole('region', { name: "Huda's passport" })).toBeTruthy();
  });

  it('leaving the page revokes the file’s object URL', async () => {
    const view = await open();
    const region = await review('Huda');
    await waitFor(() => expect(region.querySelector('img')).not.toBeNull());
    view.unmount();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('back to the queue closes the review and revokes the URL', async () => {
    await open();
    const region = await review('Huda');
    await waitFor(() => expect(region.querySelector('img')).not.toBeNull());
    await userEvent.click(within(region).getByRole('button', { name: 'Back to the queue' }));
    expect(screen.queryByRole('region', { name: "Huda's passport" })).toBeNull();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('in Arabic, a failed decision says so in Arabic and keeps the passport open', async () => {
    await open('ar');
    const ar = locales.ar.admin.passports;
    await userEvent.click(await screen.findByRole('button', { name: `${ar.table.review}: Huda` }));
    api.verifyPassport.mockRejectedValue(new Error('offline'));
    const verify = await screen.findByRole('button', { name: ar.review.verify });
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ar.review.failed);
  });
});
