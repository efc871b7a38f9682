import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { secondFactorMachine } from './second-factor.machine';

const invalid = {
  serverMessage: 'That code is not right. Check the time on your phone and try the newest code.',
  serverMessageKey: 'auth.mfa.invalidCode',
};
const expired = {
  serverMessage: 'This sign-in has expired. Please sign in again.',
  serverMessageKey: 'auth.mfa.challengeExpired',
};

function start(
  answers: ((input: { mfaToken: string | null; code: string }) => Promise<string>)[],
  mfaToken = 'mt',
) {
  const calls: { mfaToken: string | null; code: string }[] = [];
  const verified: string[] = [];
  const machine = secondFactorMachine.provide({
    actors: {
      verify: fromPromise(async ({ input }) => {
        calls.push(input);
        return answers.shift()!(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { mfaToken } });
  actor.on('secondFactor.verified', ({ token }) => verified.push(token));
  actor.start();
  return { actor, calls, verified };
}

describe('second factor (issue 29)', () => {
  it('a blank code is not sent; a code is sent trimmed with the login token, and the token announced once', async () => {
    const { actor, calls, verified } = start([async () => 'access-1']);
    actor.send({ type: 'code.submit' });
    actor.send({ type: 'code.change', code: '   ' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().value).toBe('entering');
    actor.send({ type: 'code.change', code: ' 123 456 ' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot()).toMatchObject({ value: 'verified', context: { token: 'access-1' } });
    expect(calls).toEqual([{ mfaToken: 'mt', code: '123 456' }]);
    expect(verified).toEqual(['access-1']);
  });

  it('a wrong code clears the field and shows the server’s words; the next code can be tried', async () => {
    const { actor, calls } = start([async () => Promise.reject(invalid), async () => 'access-2'], '');
    actor.send({ type: 'code.change', code: '000000' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (state) => state.matches('entering') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ code: '', error: invalid });
    actor.send({ type: 'code.change', code: '654321' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls.map((call) => call.code)).toEqual(['000000', '654321']);
    expect(calls[0]!.mfaToken).toBeNull(); // the console's step: the session's bearer token
  });

  it('an expired sign-in ends the step: no more codes, cancel goes back', async () => {
    const { actor, calls } = start([async () => Promise.reject(expired)]);
    actor.send({ type: 'code.change', code: '111111' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (state) => state.matches('expired'));
    expect(actor.getSnapshot().context.error).toMatchObject(expired);
    actor.send({ type: 'code.change', code: '222222' });
    actor.send({ type: 'code.submit' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'cancelled', status: 'done' });
  });

  it('a plain failure (offline) reads as a connection error', async () => {
    const { actor } = start([async () => Promise.reject(new Error('offline'))]);
    actor.send({ type: 'code.change', code: '111111' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (state) => state.matches('entering') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });
});
