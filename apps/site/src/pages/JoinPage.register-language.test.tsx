import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage, type FakeApi } from '../test/render-page';
import { JoinPage } from './JoinPage';

// Issue 16: the site's language goes with the registration, so the player's mail is written in it from
// the first notification (decision 0034).
async function register(lang: 'en' | 'ar') {
  const words = locales[lang].join;
  const api = {
    register: vi.fn(async () => ({ status: 'success' as const, message: 'Registration successful!' })),
    identitySignInUrl: (provider: string) => `/api/auth/${provider}`,
  };
  await renderPage(<JoinPage />, {
    path: paths.join.pattern,
    url: '/join?mode=register',
    api: api as unknown as FakeApi,
    user: null,
    lang,
  });
  const form = screen.getByRole('button', { name: words.submitRegister }).closest('form') as HTMLFormElement;
  const field = (label: string) => within(form).getByLabelText(label, { exact: false });
  fireEvent.change(field(words.name), { target: { value: 'Layla Haddad' } });
  fireEvent.change(field(words.email), { target: { value: 'layla@example.com' } });
  fireEvent.change(field(words.password), { target: { value: 'correct horse battery' } });
  // The country list arrives in a task of its own after hydration (JoinPage).
  await waitFor(() => expect(field(words.country).querySelector('option[value="AE"]')).not.toBeNull());
  fireEvent.change(field(words.country), { target: { value: 'AE' } });
  fireEvent.change(field(words.dob), { target: { value: '2000-01-31' } });
  fireEvent.click(screen.getByRole('button', { name: words.submitRegister }));
  await waitFor(() => expect(api.register).toHaveBeenCalledTimes(1));
  return api.register.mock.calls[0] as unknown as [Record<string, unknown>];
}

describe('JoinPage registration language (issue 16)', () => {
  it('an English page registers with language en', async () => {
    const [body] = await register('en');
    expect(body).toMatchObject({ email: 'layla@example.com', country: 'AE', language: 'en' });
  });

  it('an Arabic page registers with language ar', async () => {
    const [body] = await register('ar');
    expect(body).toMatchObject({ email: 'layla@example.com', language: 'ar' });
  });
});
