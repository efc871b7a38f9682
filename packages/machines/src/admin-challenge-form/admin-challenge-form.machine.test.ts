import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  adminChallengeFormMachine,
  emptyChallengeForm,
  presetValues,
  serverFieldErrors,
} from './admin-challenge-form.machine';
import type { ChallengeFormValidation, ChallengeFormValues } from './admin-challenge-form.machine';

/** A stand-in for the site's validator: a title is required, the body is the title. */
function validate(values: ChallengeFormValues): ChallengeFormValidation {
  return values.title.trim()
    ? { ok: true, body: { title: values.title.trim(), type: values.type } }
    : { ok: false, fieldErrors: { title: { key: 'admin.challenges.validation.required' } } };
}

const stored: ChallengeFormValues = {
  ...emptyChallengeForm(),
  title: 'Weekend cup',
  gameId: 'lol',
  startsAt: '2099-01-01T10:00',
};

type Options = {
  id?: string;
  load?: () => Promise<ChallengeFormValues>;
  save?: (input: { id: string | null; body: unknown }) => Promise<{ id: string }>;
};

function start(options: Options = {}) {
  const calls: string[] = [];
  const machine = adminChallengeFormMachine.provide({
    actions: { goToList: () => calls.push('goToList') },
    actors: {
      loadChallenge: fromPromise(async ({ input }) => {
        calls.push(`load ${input.id}`);
        return (options.load ?? (async () => stored))();
      }),
      saveChallenge: fromPromise(async ({ input }) => {
        calls.push(`save ${input.id ?? 'new'} ${JSON.stringify(input.body)}`);
        return (options.save ?? (async () => ({ id: 'c-9' })))(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { ...(options.id ? { id: options.id } : {}), initial: { gameId: 'valorant' }, validate },
  }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admin challenge form (issue 12, decision 0021)', () => {
  it('a new challenge starts editing with the daily preset and the given game; nothing loaded', () => {
    const { actor, calls } = start();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.values).toEqual({
      title: '',
      shortDescription: '',
      description: '',
      image: null,
      gameId: 'valorant',
      startsAt: '',
      type: 'daily',
      durationHours: '24',
      entryFee: '0',
      maxPlayers: '50',
      minPlayers: '2',
      gameLimit: '5',
      skillLevel: '3',
      prizes: [
        { title: '1st place', usd: '10.00' },
        { title: '2nd place', usd: '5.00' },
      ],
    });
    expect(calls).toEqual([]);
  });

  it('preset.apply fills type, duration, fee, prizes, places, game limit and skill; other fields stay', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'title', value: 'Cup' });
    actor.send({ type: 'preset.apply', preset: 'premium' });
    const values = actor.getSnapshot().context.values;
    expect(values).toMatchObject({
      title: 'Cup',
      gameId: 'valorant',
      type: 'premium',
      durationHours: '72',
      entryFee: '1',
      maxPlayers: '100',
      gameLimit: '10',
      skillLevel: '6',
    });
    expect(values.prizes.map((prize) => prize.usd)).toEqual(['100.00', '50.00', '25.00', '15.00', '10.00']);
    actor.send({ type: 'preset.apply', preset: 'booster' });
    expect(actor.getSnapshot().context.values).toMatchObject({
      type: 'booster',
      durationHours: '12',
      entryFee: '0',
      prizes: [],
    });
  });

  it('every preset-filled field stays editable afterwards', () => {
    const { actor } = start();
    actor.send({ type: 'preset.apply', preset: 'daily' });
    actor.send({ type: 'field.change', field: 'entryFee', value: '1' });
    actor.send({ type: 'prize.change', index: 1, field: 'usd', value: '4.00' });
    actor.send({ type: 'prize.add' });
    actor.send({ type: 'prize.change', index: 2, field: 'title', value: '3rd place' });
    actor.send({ type: 'prize.remove', index: 0 });
    const values = actor.getSnapshot().context.values;
    expect(values.entryFee).toBe('1');
    expect(values.prizes).toEqual([
      { title: '2nd place', usd: '4.00' },
      { title: '3rd place', usd: '' },
    ]);
    actor.send({ type: 'image.change', value: '/uploads/a.png' });
    expect(actor.getSnapshot().context.values.image).toBe('/uploads/a.png');
  });

  it('submit with invalid values stays editing with the field errors and saves nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      title: { key: 'admin.challenges.validation.required' },
    });
    expect(calls).toEqual([]);
  });

  it('changing a field clears only its error', () => {
    const { actor } = start({
      save: async () => Promise.reject({ serverMessage: 'Invalid request: title: x; startsAt: y' }),
    });
    actor.send({ type: 'field.change', field: 'title', value: 'Cup' });
    actor.send({ type: 'submit' });
    return settle().then(() => {
      expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['title', 'startsAt']);
      actor.send({ type: 'field.change', field: 'title', value: 'Cup 2' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ startsAt: { serverMessage: 'y' } });
    });
  });

  it('editing → submitting (busy) → saved: posts the validated body once, then goes to the list', async () => {
    const { actor, calls } = start({ save: () => never() });
    actor.send({ type: 'field.change', field: 'title', value: ' Cup ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    actor.send({ type: 'submit' });
    actor.send({ type: 'field.change', field: 'title', value: 'ignored' });
    expect(calls).toEqual(['save new {"title":"Cup","type":"daily"}']);
    expect(actor.getSnapshot().context.values.title).toBe(' Cup ');
  });

  it('a successful save ends in saved with the id and goToList called once', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'field.change', field: 'title', value: 'Cup' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.savedId).toBe('c-9');
    expect(calls).toEqual(['save new {"title":"Cup","type":"daily"}', 'goToList']);
  });

  it('a server 400 naming fields goes back to editing with each field’s message; the rest is the form error', async () => {
    const { actor, calls } = start({
      save: async () =>
        Promise.reject({
          serverMessage:
            'Invalid request: startsAt: must be in the future.; prizes.0.valueCents: must be an even number of cents; x: other',
        }),
    });
    actor.send({ type: 'field.change', field: 'title', value: 'Cup' });
    actor.send({ type: 'submit' });
    await settle();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.fieldErrors).toEqual({
      startsAt: { serverMessage: 'must be in the future.' },
      prizes: { serverMessage: 'must be an even number of cents' },
    });
    expect(context.error).toEqual({ serverMessage: 'x: other' });
    expect(calls).not.toContain('goToList');
  });

  it('a server error naming no field is the form error', async () => {
    const { actor } = start({
      save: async () =>
        Promise.reject({ serverMessage: 'This challenge has started and can no longer be edited.' }),
    });
    actor.send({ type: 'field.change', field: 'title', value: 'Cup' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: { serverMessage: 'This challenge has started and can no longer be edited.' },
    });
  });

  it('a network failure shows the connection fallback; a second submit tries again', async () => {
    const answers = [async () => Promise.reject(new Error('down')), async () => ({ id: 'c-1' })];
    const { actor } = start({ save: () => answers.shift()!() });
    actor.send({ type: 'field.change', field: 'title', value: 'Cup' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('a 401 during save ends in unauthorized', async () => {
    const { actor } = start({
      save: async () => Promise.reject({ messageKey: 'errors.auth.authenticationFailed' }),
    });
    actor.send({ type: 'field.change', field: 'title', value: 'Cup' });
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
  });

  it('edit: loading (busy) → editing with the stored values; save sends PUT with the id', async () => {
    const { actor, calls } = start({ id: 'c-3' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(stored);
    actor.send({ type: 'submit' });
    await settle();
    expect(calls).toEqual(['load c-3', 'save c-3 {"title":"Weekend cup","type":"daily"}', 'goToList']);
  });

  it('edit: a failed load → loadFailed; retry loads again', async () => {
    const answers = [
      async () => Promise.reject({ serverMessage: 'Challenge not found.' }),
      async () => stored,
    ];
    const { actor, calls } = start({ id: 'c-3', load: () => answers.shift()!() });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.error).toEqual({ serverMessage: 'Challenge not found.' });
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toEqual(['load c-3', 'load c-3']);
  });
});

describe('presetValues and serverFieldErrors', () => {
  it('gives the free preset as form text', () => {
    expect(presetValues('free')).toEqual({
      type: 'free',
      durationHours: '72',
      entryFee: '0',
      maxPlayers: '200',
      gameLimit: '0',
      skillLevel: '1',
      prizes: [
        { title: '1st place', usd: '25.00' },
        { title: '2nd place', usd: '15.00' },
        { title: '3rd place', usd: '10.00' },
      ],
    });
  });

  it('splits the server message over known fields, keeping the first per field', () => {
    expect(serverFieldErrors('title: is required; title: again; gameId: Game not found.')).toEqual({
      fields: { title: { serverMessage: 'is required' }, gameId: { serverMessage: 'Game not found.' } },
      rest: [],
    });
    expect(serverFieldErrors('Challenge not found.')).toEqual({ fields: {}, rest: ['Challenge not found.'] });
  });
});
