import { createApiClient, type ApiClient } from '@arena/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import { paths } from '../app/paths';
import { renderPage, type FakeApi } from '../test/render-page';
import { JoinPage } from './JoinPage';

// Issue 13 "Language": a server refusal on an Arabic page reads in Arabic. The whole client path runs:
// the server's JSON body (as apps/server sends it) → the real API client's parsing (ApiError with the
// key) → errorMessage → the register machine → useMessageText → the banner. The page gets the real
// client's register through context (renderPage); any other call fails the test.
const answers = { next: undefined as Response | undefined };
const client: ApiClient = createApiClient({
  baseUrl: 'http://arena.test',
  fetch: async () => answers.next ?? new Response('{}', { status: 500 }),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderArabicJoin() {
  const api = {
    register: client.register,
    identitySignInUrl: (provider: 'google' | 'discord') => `/api/auth/${provider}`,
  } as unknown as FakeApi;
  return renderPage(<JoinPage />, {
    path: paths.join.pattern,
    url: '/join?mode=register',
    api,
    lang: 'ar',
    user: null,
  });
}

const registerForm = () =>
  screen.getByRole('button', { name: ar.join.submitRegister }).closest('form') as HTMLFormElement;
const field = (label: string) =>
  within(registerForm()).getByLabelText(label, { exact: false }) as HTMLInputElement;

async function fillAndSubmit() {
  fireEvent.change(field(ar.join.name), { target: { value: 'ليلى حداد' } });
  fireEvent.change(field(ar.join.email), { target: { value: 'layla@example.com' } });
  fireEvent.change(field(ar.join.password), { target: { value: 'correct horse battery' } });
  // The country list arrives in a task of its own after hydration (JoinPage).
  await waitFor(() => expect(field(ar.join.country).querySelector('option[value="AE"]')).not.toBeNull());
  fireEvent.change(field(ar.join.country), { target: { value: 'AE' } });
  fireEvent.change(field(ar.join.dob), { target: { value: '2000-01-31' } });
  fireEvent.click(screen.getByRole('button', { name: ar.join.submitRegister }));
}

describe('JoinPage in Arabic: the server’s refusal in the reader’s language', () => {
  it('a taken email shows the Arabic text of auth.emailTaken, not the English', async () => {
    answers.next = json(409, {
      status: 'error',
      message: 'An account with this email already exists.',
      messageKey: 'auth.emailTaken',
      messageParams: {},
    });
    await renderArabicJoin();
    await fillAndSubmit();
    expect(await screen.findByText(ar.server.auth.emailTaken)).toBeTruthy();
    expect(ar.server.auth.emailTaken).toBe('يوجد حساب بهذا البريد الإلكتروني بالفعل.');
    expect(screen.queryByText('An account with this email already exists.')).toBeNull();
    expect(field(ar.join.email).value).toBe('layla@example.com');
  });

  it('a domain key (a field rule the server checked) shows the locale’s validation text', async () => {
    answers.next = json(400, {
      status: 'error',
      message: 'Please choose a country from the list',
      messageKey: 'validation.country.invalid',
      messageParams: {},
    });
    await renderArabicJoin();
    await fillAndSubmit();
    expect(await screen.findByText(ar.validation.country.invalid)).toBeTruthy();
  });

  it('an answer without a key, or with a key this locale lacks, shows the server’s words', async () => {
    answers.next = json(409, { status: 'error', message: 'Something only the server knows.' });
    const first = await renderArabicJoin();
    await fillAndSubmit();
    expect(await screen.findByText('Something only the server knows.')).toBeTruthy();
    first.unmount();

    answers.next = json(409, {
      status: 'error',
      message: 'A newer server text.',
      messageKey: 'auth.somethingNew',
      messageParams: {},
    });
    await renderArabicJoin();
    await fillAndSubmit();
    expect(await screen.findByText('A newer server text.')).toBeTruthy();
  });

  it('fills the placeholders with the server’s params (the enrolment refusal of the issue)', async () => {
    const { i18n } = await renderArabicJoin();
    expect(i18n.t('server.enroll.noLinkedAccount', { game: 'Valorant' })).toBe(
      'اربط حسابك في Valorant للانضمام إلى هذا التحدي.',
    );
  });
});
