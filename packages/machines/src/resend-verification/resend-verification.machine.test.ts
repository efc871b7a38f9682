import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import {
  resendCooldownMs,
  resendVerificationMachine,
  type ResendVerificationOutput,
} from './resend-verification.machine';

function start(
  send: () => Promise<ResendVerificationOutput> = async () => ({ message: 'Verification email sent' }),
) {
  let calls = 0;
  const machine = resendVerificationMachine.provide({
    actors: {
      resendVerification: fromPromise(async () => {
        calls += 1;
        return send();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls: () => calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = () => new Promise<ResendVerificationOutput>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('resend verification email (spec §2 Profile)', () => {
  it('starts idle without a message', () => {
    expect(start().actor.getSnapshot()).toMatchObject({ value: 'idle', context: { message: null } });
  });

  it('idle → sending on resend, calling the server once', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'resend' });
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls()).toBe(1);
  });

  it('sending → sent with the server message; resend is ignored during the cool-down, then idle', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'resend' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'sent',
      context: { message: { serverMessage: 'Verification email sent' } },
    });
    expect(actor.getSnapshot().hasTag('coolingDown')).toBe(true);
    actor.send({ type: 'resend' });
    expect(calls()).toBe(1);
    vi.advanceTimersByTime(resendCooldownMs - 1);
    expect(actor.getSnapshot().value).toBe('sent');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { message: null } });
  });

  it('sending → sent without a message when the server sent none', async () => {
    const { actor } = start(async () => ({}));
    actor.send({ type: 'resend' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'sent', context: { message: null } });
  });

  it('sending → failed with the failure message; failed → sending on resend', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw { messageKey: 'errors.auth.sessionExpired' };
      return { message: 'Sent' };
    });
    actor.send({ type: 'resend' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { message: { messageKey: 'errors.auth.sessionExpired' } },
    });
    fail = false;
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'sending', context: { message: null } });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(calls()).toBe(2);
  });

  it('sending → failed with the connection text when the failure carries no message', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'resend' });
    await settle();
    expect(actor.getSnapshot().context.message).toEqual({ messageKey: 'errors.network.connectionError' });
  });
});
