import { ApiError } from '@arena/api-client';
import { ArenaThemeProvider } from '@arena/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { SessionContext, type Session } from '../session/SessionProvider';
import { JoinPage } from './JoinPage';

// The register form wired to POST /api/auth/register: an error shows its banner over the form, which
// keeps the five values (issue 13); a success banner replaces the form (spec §4 Register form).
const fake = vi.hoisted(() => ({
  register: vi.fn<(body: unknown) => Promise<{ status: 'success' | 'error'; message: string }>>(),
  login: vi.fn(),
  identitySignInUrl: vi.fn((provider: string) => `/api/auth/${provider}`),
}));
vi.mock('../session/api', () => ({ api: fake, whenDeviceReady: async () => undefined }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
});

const session: Session = {
  status: 'loggedOut',
  userId: null,
  signedOutByUser: false,
  signIn: () => {},
  signOut: () => {},
} as unknown as Session;

function renderJoin() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
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
  screen.getByRole('button', { name: en.join.submitRegister }).closest('form') as HTMLFormElement;
const field = (label: string) =>
  within(registerForm()).getByLabelText(label, { exact: false }) as HTMLInputElement;

function fillAndSubmit() {
  fireEvent.change(field(en.join.name), { target: { value: 'Layla Haddad' } });
  fireEvent.change(field(en.join.email), { target: { value: 'layla@example.com' } });
  fireEvent.change(field(en.join.password), { target: { value: 'correct horse battery' } });
  fireEvent.change(field(en.join.country), { target: { value: 'AE' } });
  fireEvent.change(field(en.join.dob), { target: { value: '2000-01-31' } });
  fireEvent.click(screen.getByRole('button', { name: en.join.submitRegister }));
}

beforeEach(() => {
  for (const mock of Object.values(fake)) mock.mockClear();
  fake.register.mockReset();
});

describe('JoinPage register form', () => {
  it('a refused registration shows the server’s words and keeps all five fields', async () => {
    fake.register.mockRejectedValue(
      new ApiError('http', { status: 409, serverMessage: 'An account with this email already exists.' }),
    );
    renderJoin();
    fillAndSubmit();
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    expect(field(en.join.name).value).toBe('Layla Haddad');
    expect(field(en.join.email).value).toBe('layla@example.com');
    expect(field(en.join.password).value).toBe('correct horse battery');
    expect(field(en.join.country).value).toBe('AE');
    expect(field(en.join.dob).value).toBe('2000-01-31');

    // Correct the email and send again: the same other four values go.
    fake.register.mockResolvedValue({ status: 'success', message: 'Registration successful!' });
    fireEvent.change(field(en.join.email), { target: { value: 'layla.h@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: en.join.submitRegister }));
    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    expect(fake.register).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: 'Layla Haddad',
        email: 'layla.h@example.com',
        password: 'correct horse battery',
        passwordConfirm: 'correct horse battery',
        country: 'AE',
        dob: '2000-01-31',
      }),
    );
    // The success banner replaces the form.
    await waitFor(() => expect(screen.queryByRole('button', { name: en.join.submitRegister })).toBeNull());
  });
});
