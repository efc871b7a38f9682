import type * as ApiClientModule from '@arena/api-client';
import { ArenaThemeProvider } from '@arena/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import { SessionContext, type Session } from '../session/SessionProvider';
import { JoinPage } from './JoinPage';

// Issue 13 "Language": a server refusal on an Arabic page reads in Arabic. The whole client path runs:
// the server's JSON body (as apps/server sends it) → the real API client's parsing (ApiError with the
// key) → errorMessage → the register machine → useMessageText → the banner.
const answers = vi.hoisted(() => ({ next: undefined as Response | undefined }));
vi.mock('../session/api', async () => {
  const { createApiClient } = await vi.importActual<typeof ApiClientModule>('@arena/api-client');
  const api = createApiClient({
    baseUrl: 'http://arena.test',
    fetch: async () => answers.next ?? new Response('{}', { status: 500 }),
  });
  return { api, whenDeviceReady: async () => undefined };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'ar', fallbackLng: false, resources: { ar: { translation: ar } } });
});

const session = {
  status: 'loggedOut',
  userId: null,
  signedOutByUser: false,
  signIn: () => {},
  signOut: () => {},
} as unknown as Session;

function renderArabicJoin() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="ar">
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/join?mode=register']}>
            <JoinPage />
          </MemoryRouter>
        </SessionContext.Provider>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

const registerForm = () =>
  screen.getByRole('button', { name: ar.join.submitRegister }).closest('form') as HTMLFormElement;
const field = (label: string) =>
  within(registerForm()).getByLabelText(label, { exact: false }) as HTMLInputElement;

function fillAndSubmit() {
  fireEvent.change(field(ar.join.name), { target: { value: 'ليلى حداد' } });
  fireEvent.change(field(ar.join.email), { target: { value: 'layla@example.com' } });
  fireEvent.change(field(ar.join.password), { target: { value: 'correct horse battery' } });
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
    renderArabicJoin();
    fillAndSubmit();
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
    renderArabicJoin();
    fillAndSubmit();
    expect(await screen.findByText(ar.validation.country.invalid)).toBeTruthy();
  });

  it('an answer without a key, or with a key this locale lacks, shows the server’s words', async () => {
    answers.next = json(409, { status: 'error', message: 'Something only the server knows.' });
    const first = renderArabicJoin();
    fillAndSubmit();
    expect(await screen.findByText('Something only the server knows.')).toBeTruthy();
    first.unmount();

    answers.next = json(409, {
      status: 'error',
      message: 'A newer server text.',
      messageKey: 'auth.somethingNew',
      messageParams: {},
    });
    renderArabicJoin();
    fillAndSubmit();
    expect(await screen.findByText('A newer server text.')).toBeTruthy();
  });

  it('fills the placeholders with the server’s params (the enrolment refusal of the issue)', () => {
    expect(i18n.t('server.enroll.noLinkedAccount', { game: 'Valorant' })).toBe(
      'اربط حسابك في Valorant للانضمام إلى هذا التحدي.',
    );
  });
});
