import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  permissionDenied,
  pushSettingsMachine,
  type DeviceState,
  type DeviceSubscription,
  type PushSwitches,
} from './push-settings.machine';

// Web Push settings (issue 33, decision 0069): the device region (unsupported, denied, off, subscribing,
// on, error) with the browser's effects injected in order, and the per-kind switches (optimistic).

const subscription: DeviceSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: 'BKEY', auth: 'AUTH' },
};
const allOn: PushSwitches = {
  challenge_start: true,
  last_hours: true,
  overtaken: true,
  result: true,
  payout: true,
};
const device = (state: Partial<DeviceState> = {}): DeviceState => ({
  supported: true,
  permission: 'default',
  subscription: null,
  ...state,
});

function start(options: {
  device?: DeviceState | (() => Promise<DeviceState>);
  permission?: () => Promise<void>;
  save?: (input: DeviceSubscription) => Promise<void>;
  unsubscribe?: () => Promise<string | null>;
  remove?: (input: { endpoint: string }) => Promise<void>;
  saveSwitch?: (input: { kind: keyof PushSwitches; on: boolean }) => Promise<PushSwitches>;
  switches?: () => Promise<PushSwitches>;
}) {
  const calls: string[] = [];
  const machine = pushSettingsMachine.provide({
    actors: {
      checkDevice: fromPromise(async () => {
        calls.push('check');
        const given = options.device ?? device();
        return typeof given === 'function' ? given() : given;
      }),
      requestPermission: fromPromise(async () => {
        calls.push('permission');
        await (options.permission ?? (async () => undefined))();
      }),
      loadPublicKey: fromPromise(async () => {
        calls.push('key');
        return 'BPUBLIC';
      }),
      subscribeBrowser: fromPromise(async ({ input }: { input: { publicKey: string } }) => {
        calls.push(`subscribe:${input.publicKey}`);
        return subscription;
      }),
      saveSubscription: fromPromise(async ({ input }: { input: DeviceSubscription }) => {
        calls.push(`post:${input.endpoint}`);
        await (options.save ?? (async () => undefined))(input);
      }),
      unsubscribeBrowser: fromPromise(async () => {
        calls.push('unsubscribe');
        return (options.unsubscribe ?? (async () => subscription.endpoint))();
      }),
      removeSubscription: fromPromise(async ({ input }: { input: { endpoint: string } }) => {
        calls.push(`delete:${input.endpoint}`);
        await (options.remove ?? (async () => undefined))(input);
      }),
      loadSwitches: fromPromise(async () => (options.switches ?? (async () => allOn))()),
      saveSwitch: fromPromise(async ({ input }: { input: { kind: keyof PushSwitches; on: boolean } }) =>
        (options.saveSwitch ?? (async ({ kind, on }) => ({ ...allOn, [kind]: on })))(input),
      ),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.hasTag('loading') && !snapshot.hasTag('submitting'));

describe('the device region', () => {
  it('is unsupported when the browser lacks push', async () => {
    const { actor } = start({ device: device({ supported: false }) });
    expect((await settled(actor)).matches({ device: 'unsupported' })).toBe(true);
  });

  it('is denied when notifications are blocked, and checks again on retry', async () => {
    let permission: DeviceState['permission'] = 'denied';
    const { actor, calls } = start({ device: async () => device({ permission }) });
    expect((await settled(actor)).matches({ device: 'denied' })).toBe(true);
    permission = 'granted';
    actor.send({ type: 'push.retry' });
    expect((await settled(actor)).matches({ device: 'off' })).toBe(true);
    expect(calls).toEqual(['check', 'check']);
  });

  it('turns on: permission, the public key, subscribe with it, then the POST, in that order', async () => {
    const { actor, calls } = start({});
    expect((await settled(actor)).matches({ device: 'off' })).toBe(true);
    actor.send({ type: 'push.enable' });
    expect(actor.getSnapshot().matches({ device: 'subscribing' })).toBe(true);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    const on = await settled(actor);
    expect(on.matches({ device: 'on' })).toBe(true);
    expect(on.context.endpoint).toBe(subscription.endpoint);
    expect(calls).toEqual([
      'check',
      'permission',
      'key',
      'subscribe:BPUBLIC',
      `post:${subscription.endpoint}`,
    ]);
  });

  it('a refused permission ends in denied, with nothing subscribed', async () => {
    const { actor, calls } = start({
      permission: async () => {
        throw permissionDenied;
      },
    });
    await settled(actor);
    actor.send({ type: 'push.enable' });
    expect((await settled(actor)).matches({ device: 'denied' })).toBe(true);
    expect(calls).toEqual(['check', 'permission']);
  });

  it("a refused POST ends in error with the server's words; retry checks again", async () => {
    const words = { serverMessage: 'endpoint: must be the https:// address of a push service' };
    const { actor } = start({
      save: async () => {
        throw words;
      },
    });
    await settled(actor);
    actor.send({ type: 'push.enable' });
    const failed = await settled(actor);
    expect(failed.matches({ device: 'error' })).toBe(true);
    expect(failed.context.error).toEqual(words);
    actor.send({ type: 'push.retry' });
    const again = await settled(actor);
    expect(again.matches({ device: 'off' })).toBe(true);
    expect(again.context.error).toBeNull();
  });

  it('a subscription the browser holds is stored again for the player signed in now, then on', async () => {
    const { actor, calls } = start({ device: device({ permission: 'granted', subscription }) });
    expect((await settled(actor)).matches({ device: 'on' })).toBe(true);
    expect(calls).toEqual(['check', `post:${subscription.endpoint}`]);
  });

  it('turns off: unsubscribe in the browser, then the DELETE of its endpoint', async () => {
    const { actor, calls } = start({ device: device({ permission: 'granted', subscription }) });
    await settled(actor);
    actor.send({ type: 'push.disable' });
    const off = await settled(actor);
    expect(off.matches({ device: 'off' })).toBe(true);
    expect(off.context.endpoint).toBeNull();
    expect(calls.slice(2)).toEqual(['unsubscribe', `delete:${subscription.endpoint}`]);
  });

  it('a failed DELETE ends in error', async () => {
    const { actor } = start({
      device: device({ permission: 'granted', subscription }),
      remove: async () => {
        throw new Error('offline');
      },
    });
    await settled(actor);
    actor.send({ type: 'push.disable' });
    const failed = await settled(actor);
    expect(failed.matches({ device: 'error' })).toBe(true);
    expect(failed.context.error).toEqual({ messageKey: 'errors.network.connectionError' });
  });
});

describe('the switches', () => {
  it('load, flip at once while saving, and take what the server answers', async () => {
    const saved: unknown[] = [];
    const { actor } = start({
      switches: async () => ({ ...allOn, overtaken: false }),
      saveSwitch: async (input) => {
        saved.push(input);
        return { ...allOn, overtaken: false, result: input.on };
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ kinds: 'ready' }));
    expect(actor.getSnapshot().context.switches.overtaken).toBe(false);
    actor.send({ type: 'kinds.toggle', kind: 'result' });
    expect(actor.getSnapshot().matches({ kinds: 'saving' })).toBe(true);
    expect(actor.getSnapshot().context.switches.result).toBe(false);
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ kinds: 'ready' }));
    expect(saved).toEqual([{ kind: 'result', on: false }]);
    expect(done.context.switches).toEqual({ ...allOn, overtaken: false, result: false });
  });

  it('a failed save puts the switch back and says why', async () => {
    const { actor } = start({
      saveSwitch: async () => {
        throw { serverMessage: 'Too many requests.' };
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ kinds: 'ready' }));
    actor.send({ type: 'kinds.toggle', kind: 'payout' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches({ kinds: 'ready' }));
    expect(back.context.switches.payout).toBe(true);
    expect(back.context.switchesError).toEqual({ serverMessage: 'Too many requests.' });
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    const { actor } = start({
      switches: async () => {
        if (fail) throw new Error('offline');
        return allOn;
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ kinds: 'failed' }));
    fail = false;
    actor.send({ type: 'kinds.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches({ kinds: 'ready' }));
  });
});
