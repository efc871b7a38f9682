import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { earningsPrivacyMachine } from './earnings-privacy.machine';
import type { SaveEarningsPrivacyOutput } from './earnings-privacy.machine';

function start(
  earningsPrivate: boolean,
  save: (input: { earningsPrivate: boolean }) => Promise<SaveEarningsPrivacyOutput> = async (input) => input,
) {
  const calls: boolean[] = [];
  const machine = earningsPrivacyMachine.provide({
    actors: {
      saveEarningsPrivacy: fromPromise(async ({ input }) => {
        calls.push(input.earningsPrivate);
        return save(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { earningsPrivate } }).start(), calls };
}

const never = () => new Promise<SaveEarningsPrivacyOutput>(() => {});
const settledState = (value: unknown) => value === 'visible' || value === 'hidden';

describe('earnings privacy (spec §4, §8)', () => {
  it('starts visible or hidden from the profile', () => {
    expect(start(false).actor.getSnapshot()).toMatchObject({
      value: 'visible',
      context: { earningsPrivate: false, savedEarningsPrivate: false, error: null },
    });
    expect(start(true).actor.getSnapshot()).toMatchObject({
      value: 'hidden',
      context: { earningsPrivate: true, savedEarningsPrivate: true, error: null },
    });
  });

  it('visible → saving on privacy.toggle, showing hidden at once (optimistic)', () => {
    const { actor, calls } = start(false, never);
    actor.send({ type: 'privacy.toggle' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'saving',
      context: { earningsPrivate: true, savedEarningsPrivate: false },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([true]);
  });

  it('hidden → saving on privacy.toggle, showing visible at once', () => {
    const { actor, calls } = start(true, never);
    actor.send({ type: 'privacy.toggle' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'saving',
      context: { earningsPrivate: false, savedEarningsPrivate: true },
    });
    expect(calls).toEqual([false]);
  });

  it('saving ignores further toggles', () => {
    const { actor, calls } = start(false, never);
    actor.send({ type: 'privacy.toggle' });
    actor.send({ type: 'privacy.toggle' });
    expect(actor.getSnapshot().context.earningsPrivate).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('saving → hidden when the server confirms', async () => {
    const { actor } = start(false);
    actor.send({ type: 'privacy.toggle' });
    await waitFor(actor, (snapshot) => settledState(snapshot.value));
    expect(actor.getSnapshot()).toMatchObject({
      value: 'hidden',
      context: { earningsPrivate: true, savedEarningsPrivate: true, error: null },
    });
  });

  it('saving → visible when the server confirms the other way', async () => {
    const { actor } = start(true);
    actor.send({ type: 'privacy.toggle' });
    await waitFor(actor, (snapshot) => settledState(snapshot.value));
    expect(actor.getSnapshot()).toMatchObject({ value: 'visible', context: { earningsPrivate: false } });
  });

  it('saving follows the value the server kept, when it says', async () => {
    const { actor } = start(false, async () => ({ earningsPrivate: false }));
    actor.send({ type: 'privacy.toggle' });
    await waitFor(actor, (snapshot) => settledState(snapshot.value));
    expect(actor.getSnapshot()).toMatchObject({ value: 'visible', context: { earningsPrivate: false } });
  });

  it('saving → back to visible on failure, with the "Session expired" key of a 401', async () => {
    const { actor } = start(false, async () => {
      throw { messageKey: 'errors.auth.sessionExpired' };
    });
    actor.send({ type: 'privacy.toggle' });
    await waitFor(actor, (snapshot) => settledState(snapshot.value));
    expect(actor.getSnapshot()).toMatchObject({
      value: 'visible',
      context: {
        earningsPrivate: false,
        savedEarningsPrivate: false,
        error: { messageKey: 'errors.auth.sessionExpired' },
      },
    });
  });

  it('saving → back to hidden on failure, with the server message', async () => {
    const { actor } = start(true, async () => {
      throw { serverMessage: 'Try again later' };
    });
    actor.send({ type: 'privacy.toggle' });
    await waitFor(actor, (snapshot) => settledState(snapshot.value));
    expect(actor.getSnapshot()).toMatchObject({
      value: 'hidden',
      context: { earningsPrivate: true, error: { serverMessage: 'Try again later' } },
    });
  });

  it('a failure with no message gets the generic network key', async () => {
    const { actor } = start(false, async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'privacy.toggle' });
    await waitFor(actor, (snapshot) => settledState(snapshot.value));
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });

  it('the next toggle clears the previous error', async () => {
    let attempt = 0;
    const { actor } = start(false, async (input) => {
      attempt += 1;
      if (attempt === 1) throw new Error('boom');
      return never().then(() => input);
    });
    actor.send({ type: 'privacy.toggle' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    actor.send({ type: 'privacy.toggle' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'saving',
      context: { earningsPrivate: true, error: null },
    });
  });
});
