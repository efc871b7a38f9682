import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { registerFormMachine } from './register-form.machine';
import type { RegisterAnswer, RegisterRequestBody } from './register-form.machine';

const filled = { name: 'Lina', email: 'lina@example.com', password: 'pw', country: 'ae', dob: '2000-01-31' };

function start(
  register: (body: RegisterRequestBody) => Promise<RegisterAnswer> = async () => ({
    status: 'success',
    message: 'Registration successful! Please check your email.',
  }),
) {
  const calls: RegisterRequestBody[] = [];
  const machine = registerFormMachine.provide({
    actors: {
      register: fromPromise(async ({ input }) => {
        calls.push(input);
        return register(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: {} }).start(), calls };
}

const never = () => new Promise<RegisterAnswer>(() => {});

describe('register form (spec §4 Register form, §5 Register)', () => {
  it('starts idle with empty values, or with the values given', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: {
        values: { name: '', email: '', password: '', country: '', dob: '' },
        fieldErrors: {},
        banner: null,
      },
    });
    const actor = createActor(registerFormMachine, { input: { values: { country: 'AE' } } }).start();
    expect(actor.getSnapshot().context.values.country).toBe('AE');
  });

  it('idle: form.change edits one field', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', field: 'name', value: 'Lina' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { values: { name: 'Lina', email: '' } },
    });
  });

  it('idle → invalid: each missing field gets its required key, nothing is sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'invalid',
      context: {
        fieldErrors: {
          name: { messageKey: 'validation.name.required' },
          email: { messageKey: 'validation.email.required' },
          password: { messageKey: 'validation.password.required' },
          country: { messageKey: 'validation.country.required' },
          dob: { messageKey: 'validation.dob.required' },
        },
      },
    });
    expect(calls).toEqual([]);
  });

  it('only required fields are checked on the client: a short password and odd email are sent', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'form.submit', values: { ...filled, email: 'not-an-email' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls[0]?.email).toBe('not-an-email');
  });

  it('invalid: form.change clears that field’s error only', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', field: 'name', value: 'Lina' });
    const { fieldErrors } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(fieldErrors.name).toBeUndefined();
    expect(fieldErrors.email).toEqual({ messageKey: 'validation.email.required' });
  });

  it('invalid → submitting on a complete form.submit; passwordConfirm equals password', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit', values: filled });
    expect(actor.getSnapshot()).toMatchObject({ value: 'submitting', context: { fieldErrors: {} } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([
      {
        name: 'Lina',
        email: 'lina@example.com',
        password: 'pw',
        passwordConfirm: 'pw',
        country: 'AE',
        dob: '2000-01-31',
      },
    ]);
  });

  it('submitting: ignores edits and further submits', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'form.submit', values: filled });
    actor.send({ type: 'form.change', field: 'name', value: 'X' });
    actor.send({ type: 'form.submit', values: filled });
    expect(actor.getSnapshot()).toMatchObject({ value: 'submitting', context: { values: { name: 'Lina' } } });
    expect(calls).toHaveLength(1);
  });

  it('submitting → submitted with a success banner holding the server message as returned', async () => {
    const { actor } = start();
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(actor.getSnapshot().context.banner).toEqual({
      tone: 'success',
      message: { serverMessage: 'Registration successful! Please check your email.' },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
  });

  it('keeps the catalogue key and params of the server message, so the banner can be translated', async () => {
    const { actor } = start(async () => ({
      status: 'success',
      message: 'Registration successful. Please check your email to verify your account.',
      messageKey: 'auth.registered',
      messageParams: { email: 'lina@example.com', ignored: true as unknown as string },
    }));
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(actor.getSnapshot().context.banner).toEqual({
      tone: 'success',
      message: {
        serverMessage: 'Registration successful. Please check your email to verify your account.',
        serverMessageKey: 'auth.registered',
        serverMessageParams: { email: 'lina@example.com' },
      },
    });
  });

  it('submitting → failed with an error banner when the server answers status error', async () => {
    const { actor } = start(async () => ({ status: 'error', message: 'Email already registered' }));
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.banner).toEqual({
      tone: 'error',
      message: { serverMessage: 'Email already registered' },
    });
  });

  it('submitting → failed with an error banner holding the server message of a refused call', async () => {
    const { actor } = start(async () => {
      throw { kind: 'http', status: 409, serverMessage: 'Email already registered' };
    });
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.banner).toEqual({
      tone: 'error',
      message: { serverMessage: 'Email already registered' },
    });
  });

  it('submitting → failed with "An error occurred while registering" on a network failure', async () => {
    const { actor } = start(async () => {
      throw new TypeError('Failed to fetch');
    });
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.banner).toEqual({
      tone: 'error',
      message: { messageKey: 'errors.auth.registrationFailed' },
    });
  });

  it('failed keeps all five values: edit one, send again, the banner goes while it sends', async () => {
    const answers: RegisterAnswer[] = [
      { status: 'error', message: 'An account with this email already exists.' },
      { status: 'success', message: 'Registration successful! Please check your email.' },
    ];
    const { actor, calls } = start(async () => answers.shift()!);
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    actor.send({ type: 'form.change', field: 'email', value: 'lina2@example.com' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { values: { ...filled, email: 'lina2@example.com' } },
    });
    actor.send({ type: 'form.submit', values: { ...filled, email: 'lina2@example.com' } });
    expect(actor.getSnapshot()).toMatchObject({ value: 'submitting', context: { banner: null } });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(calls.map((call) => call.email)).toEqual(['lina@example.com', 'lina2@example.com']);
    expect(calls[1]).toMatchObject({
      name: 'Lina',
      password: 'pw',
      passwordConfirm: 'pw',
      dob: '2000-01-31',
    });
    expect(actor.getSnapshot().context.banner?.tone).toBe('success');
  });

  it('submitted (success): ignores edits and submits (the form is replaced); form.reset → idle with values kept', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    actor.send({ type: 'form.change', field: 'name', value: 'X' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(calls).toHaveLength(1);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { banner: null, values: { name: 'Lina' } },
    });
  });

  it('the default register actor fails, so an unprovided form shows the registration error', async () => {
    const actor = createActor(registerFormMachine, { input: {} }).start();
    actor.send({ type: 'form.submit', values: filled });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.banner?.message).toEqual({
      messageKey: 'errors.auth.registrationFailed',
    });
  });
});
