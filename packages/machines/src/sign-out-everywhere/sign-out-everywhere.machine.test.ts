import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { signOutEverywhereMachine } from './sign-out-everywhere.machine';

function start(call: () => Promise<void>) {
  let calls = 0;
  const machine = signOutEverywhereMachine.provide({
    actors: {
      signOutEverywhere: fromPromise(async () => {
        calls += 1;
        return call();
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls: () => calls };
}

const never = () => new Promise<void>(() => {});

describe('sign out everywhere', () => {
  it('starts idle with no error and calls nothing', () => {
    const { actor, calls } = start(never);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null } });
    expect(calls()).toBe(0);
  });

  it('idle → signingOut on signOut.confirm; further confirmations are ignored', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'signOut.confirm' });
    actor.send({ type: 'signOut.confirm' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls()).toBe(1);
  });

  it('signingOut → signedOut (final) on success', async () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'signOut.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { error: null } });
  });

  it('signingOut → idle with the rejected message on failure, then retries clearing it', async () => {
    const failure = { messageKey: 'errors.auth.authenticationFailed' } as const;
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw failure;
    });
    actor.send({ type: 'signOut.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.error !== null);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: failure } });

    fail = false;
    actor.send({ type: 'signOut.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('shows the connection text when the failure carries no message', async () => {
    const { actor } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'signOut.confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });
});
