import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage } from '../test/render-page';
import RecordRedirectPage from './RecordRedirectPage';
import ReferralRedirectPage from './ReferralRedirectPage';

// spec §2 tracking routes: 'Redirecting...' while the browser leaves for the server's endpoint, whose
// URL the api client builds (the referral code encoded, the record query string kept whole).
const replace = vi.fn();
const original = window.location;
beforeEach(() => {
  replace.mockReset();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, replace } });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: original });
});

describe('ReferralRedirectPage', () => {
  it('leaves for the referral endpoint with the code from the path', async () => {
    const referralTrackingUrl = vi.fn((code: string) => `http://localhost/utm/referral?aff=${code}`);
    await renderPage(<ReferralRedirectPage />, {
      path: paths.utmReferral.pattern,
      url: '/utm/referral/AFF7',
      api: { referralTrackingUrl },
    });
    expect(screen.getByRole('status').textContent).toBe(locales.en.common.redirecting);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('http://localhost/utm/referral?aff=AFF7'));
    expect(referralTrackingUrl).toHaveBeenCalledWith('AFF7');
  });

  it('says it in Arabic', async () => {
    await renderPage(<ReferralRedirectPage />, {
      path: paths.utmReferral.pattern,
      url: '/utm/referral/AFF7',
      api: { referralTrackingUrl: vi.fn(() => 'http://localhost/utm/referral?aff=AFF7') },
      lang: 'ar',
    });
    expect(screen.getByRole('status').textContent).toBe(locales.ar.common.redirecting);
  });
});

describe('RecordRedirectPage', () => {
  it('keeps the whole query string', async () => {
    const recordTrackingUrl = vi.fn((query: string) => `http://localhost/utm/record${query}`);
    await renderPage(<RecordRedirectPage />, {
      path: paths.utmRecord.pattern,
      url: '/utm/record?utm_source=x&utm_campaign=y',
      api: { recordTrackingUrl },
      lang: 'ar',
    });
    expect(screen.getByRole('status').textContent).toBe(locales.ar.common.redirecting);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('http://localhost/utm/record?utm_source=x&utm_campaign=y'),
    );
    expect(recordTrackingUrl).toHaveBeenCalledWith('?utm_source=x&utm_campaign=y');
  });
});
