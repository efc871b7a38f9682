import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import {
  accountDeletionMachine,
  type AccountDeletionInput,
  type DeleteAccountRequest,
} from './account-deletion.machine';

const local: AccountDeletionInput = { hasPassword: true, crystals: 40, gCoins: 3, pendingWithdrawal: false };

function start(input: AccountDeletionInput = local, answer: () => Promise<unknown> = async () => ({})) {
  const calls: DeleteAccountRequest[] = [];
  const machine = accountDeletionMachine.provide({
    actors: {
      deleteAccount: fromPromise(async ({ input: request }: { input: DeleteAccountRequest }) => {
        calls.push(request);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('account deletion (issue 30)', () => {
  it('is blocked while a withdrawal is being paid, whatever is sent', () => {
    const { actor, calls } = start({ ...local, pendingWithdrawal: true });
    actor.send({ type: 'acknowledge.change', value: true });
    actor.send({ type: 'password.change', value: 'pw' });
    actor.send({ type: 'delete.request' });
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(calls).toEqual([]);
  });

  it('asks for the acknowledgement and the password before the dialog opens', () => {
    const { actor } = start();
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { canSubmit: false } });
    actor.send({ type: 'delete.request' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'acknowledge.change', value: true });
    expect(actor.getSnapshot().context.canSubmit).toBe(false);
    actor.send({ type: 'password.change', value: 'my password' });
    expect(actor.getSnapshot().context.canSubmit).toBe(true);
    actor.send({ type: 'acknowledge.change', value: false });
    expect(actor.getSnapshot().context.canSubmit).toBe(false);
  });

  it('an account without a password needs only the acknowledgement, and sends no password', async () => {
    const { actor, calls } = start({ ...local, hasPassword: false });
    actor.send({ type: 'acknowledge.change', value: true });
    actor.send({ type: 'delete.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(calls).toEqual([{ acknowledgeCrystals: 40, acknowledgeGCoins: 3, confirm: true }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancelling the dialog goes back to editing without a call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'acknowledge.change', value: true });
    actor.send({ type: 'password.change', value: 'pw' });
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { password: 'pw', canSubmit: true },
    });
    expect(calls).toEqual([]);
  });

  it('confirming sends the password and the balances given up, then is deleted', async () => {
    let finish: (value: unknown) => void = () => {};
    const { actor, calls } = start(local, () => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'acknowledge.change', value: true });
    actor.send({ type: 'password.change', value: 'my password' });
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([
      { password: 'my password', acknowledgeCrystals: 40, acknowledgeGCoins: 3, confirm: true },
    ]);
    finish({});
    await settle();
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a refusal comes back to editing with the server words and the password cleared', async () => {
    const refusal = {
      serverMessage: 'Your password is incorrect. Your account was not deleted.',
      serverMessageKey: 'privacy.passwordIncorrect',
      serverMessageParams: {},
    };
    const { actor } = start(local, () => Promise.reject(refusal));
    actor.send({ type: 'acknowledge.change', value: true });
    actor.send({ type: 'password.change', value: 'wrong' });
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { error: refusal, password: '', canSubmit: false, acknowledged: true },
    });
    actor.send({ type: 'password.change', value: 'right' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failure without words gets the connection message', async () => {
    const { actor } = start({ ...local, hasPassword: false }, () => Promise.reject(new Error('offline')));
    actor.send({ type: 'acknowledge.change', value: true });
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });
});
