import { timersMs } from '@arena/domain';
import type { PasswordChangeInput } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { passwordChangeMachine } from './password-change.machine';
import type { ChangePasswordOutput, PasswordField } from './password-change.machine';

function start(
  change: (input: PasswordChangeInput) => Promise<ChangePasswordOutput> = async () => ({
    message: 'Password updated successfully',
  }),
  provider = 'local',
) {
  const calls: PasswordChangeInput[] = [];
  const machine = passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }) => {
        calls.push(input);
        return change(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { provider } }).start(), calls };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, values: Partial<Record<PasswordField, string>>) {
  for (const [field, value] of Object.entries(values) as [PasswordField, string][]) {
    actor.send({ type: 'form.change', field, value });
  }
}

const good = {
  currentPassword: 'old-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};
const settle = () => vi.advanceTimersByTimeAsync(0);
const never = () => new Promise<ChangePasswordOutput>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('password change (spec §5 Password change, §6, §8)', () => {
  it('a local account starts editing with empty fields and submit disabled', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
        canSubmit: false,
        fieldErrors: {},
        error: null,
        success: null,
        provider: 'local',
      },
    });
  });

  it('a third-party account is notAvailable and ignores the form', () => {
    for (const provider of ['google', 'discord']) {
      const { actor, calls } = start(undefined, provider);
      fill(actor, good);
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot()).toMatchObject({ value: 'notAvailable', context: { currentPassword: '' } });
      expect(calls).toEqual([]);
    }
  });

  it('editing: canSubmit turns true only when all three fields are filled', () => {
    const { actor } = start();
    fill(actor, { currentPassword: 'a', newPassword: 'b' });
    expect(actor.getSnapshot().context.canSubmit).toBe(false);
    fill(actor, { confirmPassword: 'c' });
    expect(actor.getSnapshot().context.canSubmit).toBe(true);
    fill(actor, { currentPassword: '' });
    expect(actor.getSnapshot().context.canSubmit).toBe(false);
  });

  it('editing: form.submit while submit is disabled does nothing', () => {
    const { actor, calls } = start();
    fill(actor, { currentPassword: 'a' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { fieldErrors: {} } });
    expect(calls).toEqual([]);
  });

  it('editing stays editing with the spec messages as keys when the rules fail', () => {
    const { actor, calls } = start();
    fill(actor, { currentPassword: 'short', newPassword: 'short', confirmPassword: 'other' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: {
        fieldErrors: {
          newPassword: { messageKey: 'validation.passwordChange.newTooShort' },
          confirmPassword: { messageKey: 'validation.passwordChange.confirmMismatch' },
        },
      },
    });
    expect(calls).toEqual([]);
  });

  it('a new password equal to the current one gets the "must be different" key', () => {
    const { actor } = start();
    fill(actor, {
      currentPassword: 'same-password',
      newPassword: 'same-password',
      confirmPassword: 'same-password',
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      newPassword: { messageKey: 'validation.passwordChange.sameAsCurrent' },
    });
  });

  it('editing: form.change clears that field’s error', () => {
    const { actor } = start();
    fill(actor, { currentPassword: 'x', newPassword: 'short', confirmPassword: 'other' });
    actor.send({ type: 'form.submit' });
    fill(actor, { newPassword: 'long-enough-1' });
    expect(actor.getSnapshot().context.fieldErrors).toStrictEqual({
      confirmPassword: { messageKey: 'validation.passwordChange.confirmMismatch' },
    });
  });

  it('editing → submitting with the three fields', () => {
    const { actor, calls } = start(never);
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'submitting',
      context: { fieldErrors: {}, error: null },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([good]);
  });

  it('submitting: ignores edits and submits', () => {
    const { actor, calls } = start(never);
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    fill(actor, { newPassword: 'x' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'submitting',
      context: { newPassword: 'new-password' },
    });
    expect(calls).toHaveLength(1);
  });

  it('submitting → success: fields cleared, the message shown 5 s, then editing', async () => {
    const { actor } = start();
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'success',
      context: {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
        canSubmit: false,
        success: { serverMessage: 'Password updated successfully' },
      },
    });
    vi.advanceTimersByTime(timersMs.passwordSuccessMessage - 1);
    expect(actor.getSnapshot().value).toBe('success');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { success: null } });
  });

  it('success with no server message keeps success null', async () => {
    const { actor } = start(async () => ({}));
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'success', context: { success: null } });
  });

  it('success → editing on form.change, hiding the message', async () => {
    const { actor } = start();
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    await settle();
    fill(actor, { currentPassword: 'n' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { currentPassword: 'n', success: null },
    });
  });

  it('submitting → editing with the server message on failure, fields kept', async () => {
    const { actor } = start(async () => {
      throw { serverMessage: 'Current password is incorrect' };
    });
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { ...good, canSubmit: true, error: { serverMessage: 'Current password is incorrect' } },
    });
  });

  it('submitting → editing with "Failed to update password" when there is no server message', async () => {
    const { actor } = start(async () => {
      throw new Error('500');
    });
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.fallback.updatePassword' });
  });

  it('a failed rule after a server error replaces the error with field errors', async () => {
    const { actor } = start(async () => {
      throw new Error('500');
    });
    fill(actor, good);
    actor.send({ type: 'form.submit' });
    await settle();
    fill(actor, { confirmPassword: 'mismatch' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: {
        error: null,
        fieldErrors: { confirmPassword: { messageKey: 'validation.passwordChange.confirmMismatch' } },
      },
    });
  });
});
