import { timersMs } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { displayNameEditMachine } from './display-name-edit.machine';
import type { SaveDisplayNameOutput } from './display-name-edit.machine';

function start(
  save: (input: { name: string }) => Promise<SaveDisplayNameOutput> = async ({ name }) => ({
    name,
    message: 'Profile updated successfully',
  }),
) {
  const calls: string[] = [];
  const machine = displayNameEditMachine.provide({
    actors: {
      saveDisplayName: fromPromise(async ({ input }) => {
        calls.push(input.name);
        return save(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { name: 'Lina' } }).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = () => new Promise<SaveDisplayNameOutput>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('display name edit (spec §4 Display name, §5, §8)', () => {
  it('starts viewing the saved name', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'viewing',
      context: { name: 'Lina', draft: 'Lina', error: null, success: null },
    });
  });

  it('viewing: name.sync takes a reloaded name', () => {
    const { actor } = start();
    actor.send({ type: 'name.sync', name: 'Lina B' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'viewing',
      context: { name: 'Lina B', draft: 'Lina B' },
    });
  });

  it('viewing → editing on edit.start, the editor holding the saved name', () => {
    const { actor } = start();
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { draft: 'Lina', error: null } });
  });

  it('editing: edit.change updates the draft', () => {
    const { actor } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.change', value: 'Lina B' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { draft: 'Lina B', name: 'Lina' },
    });
  });

  it('editing → viewing on edit.cancel, dropping the draft', () => {
    const { actor } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.change', value: 'Lina B' });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'viewing', context: { name: 'Lina', draft: 'Lina' } });
  });

  it('editing → viewing on edit.save of an unchanged or empty name, without calling the server', () => {
    const { actor, calls } = start();
    for (const value of [' Lina ', '', '   ']) {
      actor.send({ type: 'edit.start' });
      actor.send({ type: 'edit.save', value });
      expect(actor.getSnapshot()).toMatchObject({
        value: 'viewing',
        context: { name: 'Lina', draft: 'Lina' },
      });
    }
    expect(calls).toEqual([]);
  });

  it('editing stays editing on a name over 50 characters, with the too-long key', () => {
    const { actor, calls } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'x'.repeat(51) });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: {
        draft: 'x'.repeat(51),
        error: { messageKey: 'validation.displayName.tooLong', params: { count: 50 } },
      },
    });
    expect(calls).toEqual([]);
  });

  it('editing → saving on a changed name, sending it trimmed', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.change', value: '  Lina B ' });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'saving', context: { error: null } });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['Lina B']);
  });

  it('saving: ignores edits, saves and cancels', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    actor.send({ type: 'edit.change', value: 'X' });
    actor.send({ type: 'edit.save', value: 'Y' });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'saving', context: { draft: 'Lina B' } });
    expect(calls).toHaveLength(1);
  });

  it('saving → saved with the new name and the server message, back to viewing after 3 s', async () => {
    const { actor } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'saved',
      context: {
        name: 'Lina B',
        draft: 'Lina B',
        success: { serverMessage: 'Profile updated successfully' },
      },
    });
    vi.advanceTimersByTime(timersMs.profileSuccessMessage - 1);
    expect(actor.getSnapshot().value).toBe('saved');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'viewing',
      context: { name: 'Lina B', success: null },
    });
  });

  it('saving → saved keeps the name the server returned, with no message when it sent none', async () => {
    const { actor } = start(async () => ({ name: 'Lina (server)' }));
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'saved',
      context: { name: 'Lina (server)', success: null },
    });
  });

  it('saved → editing on edit.start, hiding the message; saved: name.sync', async () => {
    const { actor } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    await settle();
    actor.send({ type: 'name.sync', name: 'Lina C' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'saved', context: { name: 'Lina C' } });
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { draft: 'Lina C', success: null },
    });
  });

  it('saving → editing with the server message on failure, the draft kept', async () => {
    const { actor } = start(async () => {
      throw { serverMessage: 'Name contains forbidden words' };
    });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { name: 'Lina', draft: 'Lina B', error: { serverMessage: 'Name contains forbidden words' } },
    });
  });

  it('saving → editing with "Failed to update display name" when there is no server message', async () => {
    const { actor } = start(async () => {
      throw new Error('500');
    });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.fallback.updateDisplayName' });
  });

  it('saving → editing with the key the client mapped (e.g. a 401)', async () => {
    const { actor } = start(async () => {
      throw { messageKey: 'errors.auth.authenticationFailed' };
    });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.auth.authenticationFailed' });
  });

  it('editing after a failure: a retry clears the error while saving', async () => {
    let attempt = 0;
    const { actor } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('500');
      return never();
    });
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.save', value: 'Lina B' });
    await settle();
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'saving', context: { error: null } });
  });
});
