import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { savedCardsMachine } from './saved-cards.machine';
import type { SavedCardItem } from './saved-cards.machine';

const visa: SavedCardItem = {
  id: 'c-visa',
  brand: 'Visa',
  pan_masked: '411111******1111',
  last4: '1111',
  expiry_month: 7,
  expiry_year: 2030,
  created_at: '2026-01-02T10:00:00.000Z',
  preferred: true,
};
const amex: SavedCardItem = {
  ...visa,
  id: 'c-amex',
  brand: 'American Express',
  pan_masked: '378282*****0005',
  last4: '0005',
  preferred: false,
};

type Fakes = {
  load?: Array<() => Promise<SavedCardItem[]>>;
  url?: () => Promise<string>;
  remove?: (id: string) => Promise<unknown>;
};

function start(fakes: Fakes = {}) {
  const calls: string[] = [];
  const loads = [...(fakes.load ?? [])];
  const machine = savedCardsMachine.provide({
    actors: {
      loadMethods: fromPromise(async () => {
        calls.push('load');
        const next = loads.shift();
        return next ? next() : [visa, amex];
      }),
      requestTokenizationUrl: fromPromise(async () => {
        calls.push('url');
        return (fakes.url ?? (async () => 'https://cards.example/tokenize/ts_1'))();
      }),
      deleteMethod: fromPromise(async ({ input }) => {
        calls.push(`delete ${input.id}`);
        return (fakes.remove ?? (async () => ({ status: 'success' })))(input.id);
      }),
    },
    actions: {
      navigate: (_, params) => {
        calls.push(`navigate ${params.url}`);
      },
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});
const offline = { serverMessage: 'Server unavailable' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saved cards (spec §3 Saved payment method, §7 Payments methods)', () => {
  it('starts loading, tagged loading', () => {
    const { actor, calls } = start({ load: [never] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual(['load']);
  });

  it('loading → list with the cards', async () => {
    const { actor } = start();
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'list', context: { methods: [visa, amex] } });
  });

  it('loading → empty when there is no card', async () => {
    const { actor } = start({ load: [async () => []] });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'empty', context: { methods: [] } });
  });

  it.each([
    [offline, offline],
    [new Error('x'), { messageKey: 'errors.fallback.loadPaymentMethods' }],
  ])('loading → error with the message (%o)', async (failure, loadError) => {
    const { actor } = start({ load: [async () => Promise.reject(failure)] });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'error', context: { loadError } });
  });

  it('error → loading on retry, then list', async () => {
    const { actor, calls } = start({ load: [async () => Promise.reject(offline), async () => [visa]] });
    await settle();
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loading', context: { loadError: null } });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'list', context: { methods: [visa] } });
    expect(calls).toEqual(['load', 'load']);
  });

  it.each([
    ['list', undefined],
    ['empty', async () => []],
  ] as const)('%s → requestingUrl on card.add, submitting', async (_from, load) => {
    const { actor, calls } = start({ load: load ? [load] : [], url: never });
    await settle();
    actor.send({ type: 'card.add' });
    expect(actor.getSnapshot().value).toBe('requestingUrl');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);
    expect(calls).toEqual(['load', 'url']);
  });

  it('requestingUrl → redirecting, calling navigate with the provider URL once', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'card.add' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'redirecting',
      context: { tokenizationUrl: 'https://cards.example/tokenize/ts_1' },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['load', 'url', 'navigate https://cards.example/tokenize/ts_1']);
    actor.send({ type: 'card.add' });
    expect(calls).toHaveLength(3);
  });

  it('requestingUrl → back to the list with noTokenizationUrl when the URL is blank', async () => {
    const { actor, calls } = start({ url: async () => ' ' });
    await settle();
    actor.send({ type: 'card.add' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'list',
      context: { addError: { messageKey: 'errors.fallback.noTokenizationUrl' } },
    });
    expect(calls).toEqual(['load', 'url']);
  });

  it.each([
    [offline, offline],
    [new Error('x'), { messageKey: 'errors.fallback.startCardAddition' }],
  ])(
    'requestingUrl → back to empty with the add error (%o); card.add clears it',
    async (failure, addError) => {
      const { actor } = start({ load: [async () => []], url: async () => Promise.reject(failure) });
      await settle();
      actor.send({ type: 'card.add' });
      await settle();
      expect(actor.getSnapshot()).toMatchObject({ value: 'empty', context: { addError } });
      actor.send({ type: 'card.add' });
      expect(actor.getSnapshot().context.addError).toBeNull();
    },
  );

  it('list → confirming on card.delete of a listed card', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'card.delete', id: 'c-amex' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'confirming', context: { pendingDelete: amex } });
  });

  it('list stays on card.delete of an unknown id', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'card.delete', id: 'nope' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'list', context: { pendingDelete: null } });
  });

  it('confirming → list on dialog.cancel; nothing deleted', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'card.delete', id: 'c-visa' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'list', context: { pendingDelete: null } });
    expect(calls).toEqual(['load']);
  });

  it('confirming → deleting on delete.confirm with the card id, submitting', async () => {
    const { actor, calls } = start({ remove: never });
    await settle();
    actor.send({ type: 'card.delete', id: 'c-visa' });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual(['load', 'delete c-visa']);
  });

  it('deleting → reloading → list with the reloaded cards and the deleted notice', async () => {
    const promoted = { ...amex, preferred: true };
    const { actor, calls } = start({ load: [async () => [visa, amex], async () => [promoted]] });
    await settle();
    actor.send({ type: 'card.delete', id: 'c-visa' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'list',
      context: { methods: [promoted], pendingDelete: null, notice: 'deleted' },
    });
    expect(calls).toEqual(['load', 'delete c-visa', 'load']);
  });

  it('deleting the last card → empty', async () => {
    const { actor } = start({ load: [async () => [visa], async () => []] });
    await settle();
    actor.send({ type: 'card.delete', id: 'c-visa' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'empty', context: { notice: 'deleted' } });
  });

  it('reloading → error when the list cannot be read again', async () => {
    const { actor } = start({ load: [async () => [visa], async () => Promise.reject(offline)] });
    await settle();
    actor.send({ type: 'card.delete', id: 'c-visa' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { loadError: offline, pendingDelete: null },
    });
  });

  it.each([
    [{ serverMessage: 'Card not found.' }, { serverMessage: 'Card not found.' }],
    [new Error('x'), { messageKey: 'errors.fallback.deletePaymentMethod' }],
  ])('deleting → confirming with the error in the dialog (%o)', async (failure, deleteError) => {
    const { actor, calls } = start({ remove: async () => Promise.reject(failure) });
    await settle();
    actor.send({ type: 'card.delete', id: 'c-amex' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'confirming',
      context: { deleteError, pendingDelete: amex, methods: [visa, amex] },
    });
    expect(calls).toEqual(['load', 'delete c-amex']);
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().context.deleteError).toBeNull();
  });

  it('the deleted notice clears on the next action', async () => {
    const { actor } = start({ load: [async () => [visa, amex], async () => [amex]], url: never });
    await settle();
    actor.send({ type: 'card.delete', id: 'c-visa' });
    actor.send({ type: 'delete.confirm' });
    await settle();
    actor.send({ type: 'card.add' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
