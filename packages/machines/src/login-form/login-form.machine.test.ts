import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { loginFormMachine, type LoginAnswer } from './login-form.machine';

type Credentials = { email: string; password: string };

function start(login: (input: Credentials) => Promise<LoginAnswer> = async () => 'token-1', email?: string) {
  const calls: Credentials[] = [];
  const machine = loginFormMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => {
        calls.push(input);
        return login(input);
      }),
    },
  });
  const actor = createActor(machine, { input: email === undefined ? {} : { email } });
  const emitted: string[] = [];
  actor.on('login.succeeded', (event) => emitted.push(event.token));
  actor.start();
  return { actor, calls, emitted };
}

const never = () => new Promise<string>(() => {});
const fails = async (): Promise<string> => {
  throw new Error('401');
};

describe('login form (spec §4 Login form, §5 Login)', () => {
  it('starts idle and empty, or with a prefilled email', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { email: '', password: '', fieldErrors: {}, error: null, token: null, mfaToken: null },
    });
    expect(start(undefined, 'lina@example.com').actor.getSnapshot().context.email).toBe('lina@example.com');
  });

  it('idle: form.change edits a field', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', field: 'email', value: 'lina@example.com' });
    actor.send({ type: 'form.change', field: 'password', value: 'pw' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { email: 'lina@example.com', password: 'pw' },
    });
  });

  it('idle → invalid on form.submit with missing fields, with field errors as keys and no call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit', email: '', password: '' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'invalid',
      context: {
        fieldErrors: {
          email: { messageKey: 'validation.email.required' },
          password: { messageKey: 'validation.password.required' },
        },
      },
    });
    expect(calls).toEqual([]);
  });

  it('idle → invalid on a malformed email', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit', email: 'lina', password: 'pw' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: { messageKey: 'validation.email.invalid' },
    });
  });

  it('invalid: form.change keeps the form editable and clears only that field’s error', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit', email: '', password: '' });
    actor.send({ type: 'form.change', field: 'email', value: 'lina@example.com' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'invalid',
      context: {
        email: 'lina@example.com',
        fieldErrors: { password: { messageKey: 'validation.password.required' } },
      },
    });
  });

  it('invalid → submitting on a valid form.submit, sending the trimmed email', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'form.submit', email: '', password: '' });
    actor.send({ type: 'form.submit', email: ' lina@example.com ', password: ' pw ' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'submitting', context: { fieldErrors: {} } });
    expect(calls).toEqual([{ email: 'lina@example.com', password: ' pw ' }]);
  });

  it('idle → submitting with the values typed so far; the button says logging in', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'form.change', field: 'email', value: 'lina@example.com' });
    actor.send({ type: 'form.change', field: 'password', value: 'pw' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([{ email: 'lina@example.com', password: 'pw' }]);
  });

  it('submitting: ignores further submits and edits', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    actor.send({ type: 'form.submit', email: 'other@example.com', password: 'pw' });
    actor.send({ type: 'form.change', field: 'email', value: 'x' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'submitting',
      context: { email: 'lina@example.com' },
    });
    expect(calls).toHaveLength(1);
  });

  it('submitting → success: outputs and emits the token for the site', async () => {
    const { actor, emitted } = start(async () => 'token-9');
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot()).toMatchObject({
      value: 'success',
      context: { token: 'token-9', error: null },
    });
    expect(actor.getSnapshot().output).toEqual({ token: 'token-9' });
    expect(emitted).toEqual(['token-9']);
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
  });

  it('submitting → error: any failure is "Invalid email or password", values kept', async () => {
    const { actor } = start(fails);
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'lina@example.com',
      password: 'pw',
      error: { messageKey: 'errors.auth.invalidCredentials' },
      token: null,
    });
  });

  it('submitting → error even when the failure carries a server message', async () => {
    const { actor } = start(async () => {
      throw { serverMessage: 'Account locked' };
    });
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.auth.invalidCredentials' });
  });

  it('submitting → error with the wait when the server says too many attempts (429)', async () => {
    const { actor } = start(async () => {
      throw { messageKey: 'errors.rateLimit.tryAgainInSeconds', params: { count: 1 } };
    });
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({
      messageKey: 'errors.rateLimit.tryAgainInSeconds',
      params: { count: 1 },
    });
  });

  it('error: form.change edits and keeps the message; form.submit retries and clears it', async () => {
    let attempt = 0;
    const { actor, calls } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('401');
      return never();
    });
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    actor.send({ type: 'form.change', field: 'password', value: 'pw2' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { password: 'pw2', error: { messageKey: 'errors.auth.invalidCredentials' } },
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'submitting', context: { error: null } });
    expect(calls.at(-1)).toEqual({ email: 'lina@example.com', password: 'pw2' });
  });

  it('error → invalid when the retried form is not valid', async () => {
    const { actor } = start(fails);
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    actor.send({ type: 'form.submit', password: '' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'invalid',
      context: { error: null, fieldErrors: { password: { messageKey: 'validation.password.required' } } },
    });
  });

  it('the default login actor fails, so an unprovided form shows the error', async () => {
    const actor = createActor(loginFormMachine, { input: {} }).start();
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.auth.invalidCredentials' });
  });

  it('an operator’s right password → secondFactor (password forgotten); the code step finishes or goes back', async () => {
    const { actor, emitted } = start(async () => ({ mfaToken: 'mt-1' }));
    actor.send({ type: 'form.submit', email: 'ops@arena.gg', password: 'operator password' });
    await waitFor(actor, (snapshot) => snapshot.matches('secondFactor'));
    expect(actor.getSnapshot().context).toMatchObject({ mfaToken: 'mt-1', password: '', token: null });
    expect(emitted).toEqual([]);
    actor.send({ type: 'secondFactor.cancel' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { mfaToken: null, email: 'ops@arena.gg' },
    });

    actor.send({ type: 'form.submit', password: 'operator password' });
    await waitFor(actor, (snapshot) => snapshot.matches('secondFactor'));
    actor.send({ type: 'secondFactor.done', token: 'access-after-code' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'success', context: { token: 'access-after-code' } });
    expect(emitted).toEqual(['access-after-code']);
  });

  it('a blocked account’s right password says the account is blocked, not "Invalid email or password"', async () => {
    const blocked = {
      serverMessage: 'This account is blocked. Contact support.',
      serverMessageKey: 'operatorUser.accountBlocked',
      serverMessageParams: {},
    };
    const { actor } = start(async () => Promise.reject(blocked));
    actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'right password' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual(blocked);
    // Any other server words still read as the one login failure (spec §8).
    const other = start(async () => Promise.reject({ serverMessage: 'Unauthorized', serverMessageKey: 'x' }));
    other.actor.send({ type: 'form.submit', email: 'lina@example.com', password: 'pw' });
    await waitFor(other.actor, (snapshot) => snapshot.matches('error'));
    expect(other.actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.auth.invalidCredentials' });
  });
});
