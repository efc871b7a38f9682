import { ApiError } from '@arena/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { paths } from '../app/paths';
import { renderPage, type FakeApi, type PageRender } from '../test/render-page';
import { JoinPage } from './JoinPage';

// /join wired through a fake client (renderPage). The register form: an error shows its banner over
// the form, which keeps the five values (issue 13); a success banner replaces the form (spec §4
// Register form). The login form sends the trimmed email and the password and signs the session in
// with the token; the social buttons lead to the server's sign-in URLs.
const fake = {
  register: vi.fn<(body: unknown) => Promise<{ status: 'success' | 'error'; message: string }>>(),
  login: vi.fn(),
  mfaVerify: vi.fn(),
  identitySignInUrl: vi.fn((provider: string) => `/api/auth/${provider}`),
};

function renderJoin(url = '/join?mode=register', verified = false): Promise<PageRender> {
  return renderPage(<JoinPage verified={verified} />, {
    path: paths.join.pattern,
    url,
    api: fake as unknown as FakeApi,
    user: null,
  });
}

const registerForm = () =>
  screen.getByRole('button', { name: en.join.submitRegister }).closest('form') as HTMLFormElement;
const field = (label: string) =>
  within(registerForm()).getByLabelText(label, { exact: false }) as HTMLInputElement;

async function fillAndSubmit() {
  fireEvent.change(field(en.join.name), { target: { value: 'Layla Haddad' } });
  fireEvent.change(field(en.join.email), { target: { value: 'layla@example.com' } });
  fireEvent.change(field(en.join.password), { target: { value: 'correct horse battery' } });
  // The country list arrives in a task of its own after hydration (JoinPage).
  await waitFor(() => expect(field(en.join.country).querySelector('option[value="AE"]')).not.toBeNull());
  fireEvent.change(field(en.join.country), { target: { value: 'AE' } });
  fireEvent.change(field(en.join.dob), { target: { value: '2000-01-31' } });
  fireEvent.click(screen.getByRole('button', { name: en.join.submitRegister }));
}

beforeEach(() => {
  for (const mock of Object.values(fake)) mock.mockClear();
  fake.register.mockReset();
  fake.login.mockReset();
});

describe('JoinPage register form', () => {
  it('a refused registration shows the server’s words and keeps all five fields', async () => {
    fake.register.mockRejectedValue(
      new ApiError('http', { status: 409, serverMessage: 'An account with this email already exists.' }),
    );
    await renderJoin();
    await fillAndSubmit();
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

describe('JoinPage login form', () => {
  it('sends the email and password and signs in with the token', async () => {
    fake.login.mockResolvedValue({ status: 'success', access_token: 'token-1' });
    const page = await renderJoin('/join');
    const form = screen.getByRole('button', { name: en.join.submitLogin }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText(en.join.email, { exact: false }), {
      target: { value: ' lina@example.com ' },
    });
    fireEvent.change(within(form).getByLabelText(en.join.password, { exact: false }), {
      target: { value: 'secret-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.join.submitLogin }));
    await waitFor(() => expect(page.session.signIn).toHaveBeenCalledWith('token-1'));
    expect(fake.login).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'lina@example.com', password: 'secret-password' }),
    );
  });

  it('an operator with a second factor gives the code, then signs in; Back returns to the password', async () => {
    fake.login.mockResolvedValue({ status: 'success', mfaRequired: true, mfaToken: 'mt-1' });
    fake.mfaVerify.mockResolvedValue({ status: 'success', access_token: 'after-code' });
    const page = await renderJoin('/join');
    const submitLogin = () => {
      const form = screen
        .getByRole('button', { name: en.join.submitLogin })
        .closest('form') as HTMLFormElement;
      fireEvent.change(within(form).getByLabelText(en.join.email, { exact: false }), {
        target: { value: 'ops@arena.gg' },
      });
      fireEvent.change(within(form).getByLabelText(en.join.password, { exact: false }), {
        target: { value: 'operator-password' },
      });
      fireEvent.click(screen.getByRole('button', { name: en.join.submitLogin }));
    };
    submitLogin();
    const code = await screen.findByLabelText(en.secondFactor.form.codeLabel);
    expect(page.session.signIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: en.secondFactor.form.backToSignIn }));
    expect(await screen.findByRole('button', { name: en.join.submitLogin })).toBeTruthy();
    expect(code.isConnected).toBe(false);

    submitLogin();
    fireEvent.change(await screen.findByLabelText(en.secondFactor.form.codeLabel), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.secondFactor.form.submit }));
    await waitFor(() => expect(page.session.signIn).toHaveBeenCalledWith('after-code'));
    expect(fake.mfaVerify).toHaveBeenCalledExactlyOnceWith({ mfaToken: 'mt-1', code: '123456' });
  });

  it('a refused login says Invalid email or password; the social links go to the server', async () => {
    fake.login.mockRejectedValue(new ApiError('http', { status: 401, serverMessage: 'Unauthorized' }));
    await renderJoin('/join');
    expect(screen.getByRole('link', { name: en.join.google })).toHaveAttribute('href', '/api/auth/google');
    expect(screen.getByRole('link', { name: en.join.discord })).toHaveAttribute('href', '/api/auth/discord');
    const form = screen.getByRole('button', { name: en.join.submitLogin }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText(en.join.email, { exact: false }), {
      target: { value: 'lina@example.com' },
    });
    fireEvent.change(within(form).getByLabelText(en.join.password, { exact: false }), {
      target: { value: 'wrong-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: en.join.submitLogin }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
  });

  it('/verification-success shows the verified banner above the login form', async () => {
    await renderJoin('/join', true);
    expect(screen.getByText(en.join.verified)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en.join.titleLogin })).toBeTruthy();
  });
});
