import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { adminPassportReviewMachine } from './admin-passport-review.machine';
import type { PassportReviewFile, PassportReviewItem } from './admin-passport-review.machine';

const huda: PassportReviewItem = { id: 'p-huda', userName: 'Huda', fileAvailable: true };
const omar: PassportReviewItem = { id: 'p-omar', userName: 'Omar', fileAvailable: true };
const lina: PassportReviewItem = { id: 'p-lina', userName: 'Lina', fileAvailable: false };
const queue = [huda, omar, lina];
const fileOf = (id: string): PassportReviewFile => ({ url: `blob:${id}`, mimeType: 'image/png' });
const decided = 'This passport has already been decided.';

type Answers = {
  loadFile?: (id: string) => Promise<PassportReviewFile>;
  verify?: (id: string) => Promise<unknown>;
  reject?: (id: string, reason: string) => Promise<unknown>;
};

function start(answers: Answers = {}) {
  const calls: string[] = [];
  const machine = adminPassportReviewMachine.provide({
    actions: {
      releaseFile: ({ context }) => {
        if (context.file) calls.push(`release ${context.file.url}`);
      },
      reloadQueue: () => calls.push('reloadQueue'),
    },
    actors: {
      loadFile: fromPromise(async ({ input }) => {
        calls.push(`load ${input.id}`);
        return (answers.loadFile ?? (async (id: string) => fileOf(id)))(input.id);
      }),
      verify: fromPromise(async ({ input }) => {
        calls.push(`verify ${input.id}`);
        return (answers.verify ?? (async () => ({})))(input.id);
      }),
      reject: fromPromise(async ({ input }) => {
        calls.push(`reject ${input.id} ${input.reason}`);
        return (answers.reject ?? (async () => ({})))(input.id, input.reason);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function opened(answers: Answers = {}, passport = huda) {
  const started = start(answers);
  started.actor.send({ type: 'open', passport, queue });
  await settle();
  return started;
}

describe('admin passport review (issue 12, decision 0017)', () => {
  it('starts idle and ignores decisions until a passport is opened', () => {
    const { actor, calls } = start();
    for (const type of ['verify', 'reject', 'retry', 'next', 'dismiss'] as const) actor.send({ type });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      queue: [],
      current: null,
      file: null,
      decision: null,
      reason: null,
      error: null,
    });
    expect(calls).toEqual([]);
  });

  it('idle → loadingFile on open (tagged loading) → ready with the file', async () => {
    const { actor, calls } = start({ loadFile: never });
    actor.send({ type: 'open', passport: huda, queue });
    expect(actor.getSnapshot().value).toBe('loadingFile');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.current).toEqual(huda);
    expect(calls).toEqual(['load p-huda']);
    const ready = await opened();
    expect(ready.actor.getSnapshot().value).toBe('ready');
    expect(ready.actor.getSnapshot().context.file).toEqual({ url: 'blob:p-huda', mimeType: 'image/png' });
  });

  it('a passport whose file retention deleted opens ready without loading anything', async () => {
    const { actor, calls } = await opened({}, lina);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(calls).toEqual([]);
  });

  it('loadingFile → fileFailed with the server’s words; retry loads again', async () => {
    const answers = [
      async () => Promise.reject({ serverMessage: 'Passport verification not found.' }),
      async (id: string) => fileOf(id),
    ];
    const { actor, calls } = await opened({ loadFile: (id) => answers.shift()!(id) });
    expect(actor.getSnapshot().value).toBe('fileFailed');
    expect(actor.getSnapshot().context.error).toEqual({ serverMessage: 'Passport verification not found.' });
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toEqual(['load p-huda', 'load p-huda']);
  });

  it('a plain failure gets the network fallback key', async () => {
    const { actor } = await opened({ loadFile: async () => Promise.reject(new Error('boom')) });
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });

  it('ready → verifying (busy, a second verify ignored) → decided; the queue reloads once', async () => {
    let finish: (value: unknown) => void = () => {};
    const { actor, calls } = await opened({ verify: () => new Promise((resolve) => (finish = resolve)) });
    actor.send({ type: 'verify' });
    actor.send({ type: 'verify' });
    actor.send({ type: 'reject' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    finish({});
    await settle();
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.decision).toBe('verified');
    expect(calls).toEqual(['load p-huda', 'verify p-huda', 'reloadQueue']);
  });

  it('ready → reasoning on reject; cancel → ready with nothing sent', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'reject' });
    expect(actor.getSnapshot().value).toBe('reasoning');
    expect(actor.getSnapshot().context.decision).toBe('rejected');
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.decision).toBeNull();
    expect(calls).toEqual(['load p-huda']);
  });

  it('reasoning → rejecting with the trimmed reason → decided', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'reject' });
    actor.send({ type: 'submit', reason: '  The photo is blurry  ' });
    expect(actor.getSnapshot().value).toBe('rejecting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context).toMatchObject({
      decision: 'rejected',
      reason: 'The photo is blurry',
    });
    expect(calls).toEqual(['load p-huda', 'reject p-huda The photo is blurry', 'reloadQueue']);
  });

  it('a failed rejection → failed with the message; retry sends the same reason again', async () => {
    const answers = [async () => Promise.reject({ serverMessage: 'Too slow' }), async () => ({})];
    const { actor, calls } = await opened({ reject: () => answers.shift()!() });
    actor.send({ type: 'reject' });
    actor.send({ type: 'submit', reason: 'Expired' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      decision: 'rejected',
      error: { serverMessage: 'Too slow' },
    });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('decided');
    expect(calls).toEqual(['load p-huda', 'reject p-huda Expired', 'reject p-huda Expired', 'reloadQueue']);
  });

  it('a failed verification (already decided) → failed; dismiss → ready, nothing reloaded', async () => {
    const { actor, calls } = await opened({ verify: async () => Promise.reject({ serverMessage: decided }) });
    actor.send({ type: 'verify' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ serverMessage: decided });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ decision: null, error: null });
    expect(calls).toEqual(['load p-huda', 'verify p-huda']);
  });

  it('decided → next opens the following passport, revoking the old file; the decided one leaves the queue', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'verify' });
    await settle();
    actor.send({ type: 'next' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      current: omar,
      queue: [omar, lina],
      file: { url: 'blob:p-omar' },
      decision: null,
    });
    expect(calls).toEqual([
      'load p-huda',
      'verify p-huda',
      'reloadQueue',
      'release blob:p-huda',
      'load p-omar',
    ]);
  });

  it('deciding the last passport of the queue, next → done', async () => {
    const { actor } = start();
    actor.send({ type: 'open', passport: omar, queue: [omar] });
    await settle();
    actor.send({ type: 'verify' });
    await settle();
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ current: null, queue: [], file: null });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('next without deciding skips to the one after (kept in the queue)', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'next' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ current: omar, queue });
    expect(calls).toEqual(['load p-huda', 'release blob:p-huda', 'load p-omar']);
  });

  it('close → idle, revoking the file; opening another passport revokes too', async () => {
    const { actor, calls } = await opened();
    actor.send({ type: 'open', passport: omar, queue });
    await settle();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.file).toBeNull();
    expect(calls).toEqual(['load p-huda', 'release blob:p-huda', 'load p-omar', 'release blob:p-omar']);
  });

  it('open is ignored while a decision is under way', async () => {
    const { actor } = await opened({ verify: never });
    actor.send({ type: 'verify' });
    actor.send({ type: 'open', passport: omar, queue });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.current).toEqual(huda);
  });

  it('a session that ended → unauthorized (final), the file revoked', async () => {
    const { actor, calls } = await opened({
      verify: async () => Promise.reject({ messageKey: 'errors.auth.authenticationFailed' }),
    });
    actor.send({ type: 'verify' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['load p-huda', 'verify p-huda', 'release blob:p-huda']);
  });
});
