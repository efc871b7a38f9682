import type { SavedCard } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage, type FakeApi } from '../../test/render-page';
import ProfilePage from './ProfilePage';
import { PaymentMethodsTab } from './PaymentMethodsTab';

// Profile → Payment Methods, wired: GET /api/payments/methods, POST get-tokenization-url → the
// provider's page, DELETE /api/payments/methods/{id} after the confirmation; the tab opens from
// ?tab=payment-methods with the banner of ?card= (where the provider's page sends the player back).
const { paymentMethods, tokenizationUrl, deletePaymentMethod, profile } = vi.hoisted(() => ({
  paymentMethods: vi.fn<() => Promise<{ methods: SavedCard[] }>>(),
  tokenizationUrl: vi.fn<() => Promise<{ status: 'success'; paymentURL: string }>>(),
  deletePaymentMethod: vi.fn<(id: string) => Promise<unknown>>(),
  profile: vi.fn<() => Promise<unknown>>(),
}));
// The other tabs are not under test here.
vi.mock('./ProfileTab', () => ({ ProfileTab: () => <p>profile tab</p> }));
vi.mock('./SecurityTab', () => ({ SecurityTab: () => <p>security tab</p> }));
vi.mock('./ConnectedGamesTab', () => ({ ConnectedGamesTab: () => <p>games tab</p> }));

const visa: SavedCard = {
  id: 'c-visa',
  brand: 'Visa',
  pan_masked: '411111******1111',
  last4: '1111',
  expiry_month: 7,
  expiry_year: 2030,
  created_at: '2026-01-02T10:00:00.000Z',
  preferred: true,
};
const mastercard: SavedCard = {
  ...visa,
  id: 'c-mc',
  brand: 'Mastercard',
  pan_masked: '555555******4444',
  last4: '4444',
  expiry_month: 12,
  expiry_year: 2028,
  preferred: false,
};

beforeEach(() => {
  paymentMethods.mockReset();
  tokenizationUrl.mockReset();
  deletePaymentMethod.mockReset();
  profile.mockReset();
});

// The page's client is a fake through context (renderPage): only these calls are expected.
function show(page: ReactElement, url: string, lang: 'en' | 'ar' = 'en') {
  const api = { paymentMethods, tokenizationUrl, deletePaymentMethod, profile } as unknown as FakeApi;
  return renderPage(page, { path: '/profile', url, api, lang });
}

describe('PaymentMethodsTab', () => {
  it('lists the cards with the brand read from the mask, the expiry and the preferred badge', async () => {
    paymentMethods.mockResolvedValue({ methods: [visa, mastercard] });
    await show(<PaymentMethodsTab navigateTo={() => {}} />, '/profile');
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Visa');
    expect(items[0]).toHaveTextContent('4111 11•• •••• 1111');
    expect(items[0]).toHaveTextContent('Expires 07/30');
    expect(items[0]).toHaveTextContent('Preferred');
    expect(items[1]).toHaveTextContent('Mastercard');
    expect(items[1]).not.toHaveTextContent('Preferred');
  });

  it('Add a card asks for the tokenization URL and leaves for it', async () => {
    paymentMethods.mockResolvedValue({ methods: [] });
    tokenizationUrl.mockResolvedValue({
      status: 'success',
      paymentURL: 'https://arena.example/sandbox/cards/cts_1',
    });
    const navigateTo = vi.fn();
    await show(<PaymentMethodsTab navigateTo={navigateTo} />, '/profile');
    await screen.findByText('No saved cards yet');
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://arena.example/sandbox/cards/cts_1'));
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(tokenizationUrl).toHaveBeenCalledTimes(1);
  });

  it('shows the add failure and stays', async () => {
    paymentMethods.mockResolvedValue({ methods: [] });
    tokenizationUrl.mockRejectedValue(new Error('offline'));
    const navigateTo = vi.fn();
    await show(<PaymentMethodsTab navigateTo={navigateTo} />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start card addition');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('removes a card only after the confirmation, then shows the reloaded list', async () => {
    paymentMethods
      .mockResolvedValueOnce({ methods: [visa, mastercard] })
      .mockResolvedValueOnce({ methods: [{ ...mastercard, preferred: true }] });
    deletePaymentMethod.mockResolvedValue({ status: 'success', message: 'Card removed.' });
    await show(<PaymentMethodsTab navigateTo={() => {}} />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending in 1111' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('Visa ending in 1111 will no longer be offered for card payouts.');
    expect(deletePaymentMethod).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await screen.findByText('Card removed.');
    expect(deletePaymentMethod).toHaveBeenCalledWith('c-visa');
    const items = within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Preferred');
  });

  it('a load failure offers Try Again', async () => {
    paymentMethods.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ methods: [visa] });
    await show(<PaymentMethodsTab navigateTo={() => {}} />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    await screen.findByRole('list', { name: 'Saved cards' });
    expect(paymentMethods).toHaveBeenCalledTimes(2);
  });
});

describe('PaymentMethodsTab in Arabic', () => {
  it('says the list and a refused removal in Arabic', async () => {
    paymentMethods.mockResolvedValue({ methods: [visa] });
    deletePaymentMethod.mockRejectedValue(new Error('offline'));
    const ar = locales.ar.profile.paymentMethods;
    await show(<PaymentMethodsTab navigateTo={() => {}} />, '/profile', 'ar');
    expect(await screen.findByRole('list', { name: ar.listLabel })).toBeTruthy();
    expect(screen.getByRole('heading', { name: ar.heading })).toBeTruthy();
    expect(screen.getByText(ar.expires.replace('{{expiry}}', '07/30'))).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: new RegExp(ar.remove) })[0]!);
    const dialog = screen.getByRole('dialog', { name: ar.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: ar.confirmRemove }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      locales.ar.errors.fallback.deletePaymentMethod,
    );
    expect(deletePaymentMethod).toHaveBeenCalledWith('c-visa');
  });
});

describe('ProfilePage: back from the card provider', () => {
  beforeEach(() => {
    profile.mockResolvedValue({ data: { user: { name: 'Nadia' } } });
    paymentMethods.mockResolvedValue({ methods: [visa] });
  });

  it('?tab=payment-methods&card=saved opens the tab with the saved banner', async () => {
    await show(<ProfilePage />, '/profile?tab=payment-methods&card=saved');
    const tab = await screen.findByRole('tab', { name: 'Payment Methods' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('Card saved.');
    await screen.findByRole('list', { name: 'Saved cards' });
  });

  it('?card=saved in Arabic: the saved banner from ar.json', async () => {
    await show(<ProfilePage />, '/profile?tab=payment-methods&card=saved', 'ar');
    expect(await screen.findByRole('status')).toHaveTextContent(locales.ar.profile.paymentMethods.saved);
  });

  it('?card=cancelled shows that adding was cancelled', async () => {
    await show(<ProfilePage />, '/profile?tab=payment-methods&card=cancelled');
    expect(await screen.findByText('Adding the card was cancelled.')).toBeVisible();
  });

  it('another tab does not load the cards', async () => {
    await show(<ProfilePage />, '/profile');
    await screen.findByText('profile tab');
    expect(paymentMethods).not.toHaveBeenCalled();
  });
});
