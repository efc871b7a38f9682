import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage } from '../test/render-page';
import VerificationSuccessPage from './VerificationSuccessPage';

// spec §2 /verification-success: the /join screen under an email-verified banner.
const api = () => ({
  identitySignInUrl: vi.fn((provider: string) => `http://localhost/api/auth/${provider}`),
});

describe('VerificationSuccessPage', () => {
  it('says the email is verified above the sign-in form', async () => {
    const fake = api();
    await renderPage(<VerificationSuccessPage />, { path: paths.verificationSuccess.pattern, api: fake });
    expect(await screen.findByText(locales.en.join.verified)).toBeTruthy();
    expect(fake.identitySignInUrl).toHaveBeenCalledWith('google');
  });

  it('says it in Arabic', async () => {
    await renderPage(<VerificationSuccessPage />, {
      path: paths.verificationSuccess.pattern,
      api: api(),
      lang: 'ar',
    });
    expect(await screen.findByText(locales.ar.join.verified)).toBeTruthy();
  });
});
