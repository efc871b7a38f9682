import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom, type UserMessage } from '../messages/user-message';
import type {
  DeviceState,
  DeviceSubscription,
  PushKindName,
  PushSettingsContext,
  PushSettingsEvent,
  PushSwitches,
} from './push-settings.types';

// Web Push on the settings page (issue 33, docs/decisions/0069-web-push.md): this device's subscription and
// the player's per-kind switches, two regions of one machine. Every browser effect is an injected actor:
// what the browser supports and holds (`checkDevice`), Notification.requestPermission, the VAPID public key
// from the API, navigator.serviceWorker.ready + pushManager.subscribe with that key, then the POST; to turn
// off, PushSubscription.unsubscribe() then the DELETE.

export { pushKindNames } from './push-settings.types';
export type {
  DeviceState,
  DeviceSubscription,
  PushKindName,
  PushSettingsContext,
  PushSettingsEvent,
  PushSwitches,
} from './push-settings.types';

/** Thrown by `requestPermission`'s caller when the reader (or the browser) says no. */
export const permissionDenied = 'push-permission-denied';

/** Any failure of the device region: its words kept, the region in `error`. */
const toError = {
  target: '#pushSettings.device.error',
  actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

const failed: UserMessage = { messageKey: 'errors.network.connectionError' };
const allOn: PushSwitches = {
  challenge_start: true,
  last_hours: true,
  overtaken: true,
  result: true,
  payout: true,
};

export const pushSettingsMachine = setup({
  types: {
    context: {} as PushSettingsContext,
    events: {} as PushSettingsEvent,
  },
  actions: {
    fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, failed) })),
    takeSwitches: assign((_, params: { switches: PushSwitches }) => ({
      switches: params.switches,
      savedSwitches: params.switches,
      savingKind: null,
      switchesError: null,
    })),
    flip: assign(({ context }, params: { kind: PushKindName }) => ({
      switches: { ...context.switches, [params.kind]: !context.switches[params.kind] },
      savingKind: params.kind,
      switchesError: null,
    })),
    revert: assign(({ context }, params: { error: unknown }) => ({
      switches: context.savedSwitches,
      savingKind: null,
      switchesError: userMessageFrom(params.error, failed),
    })),
    failSwitches: assign((_, params: { error: unknown }) => ({
      switchesError: userMessageFrom(params.error, failed),
    })),
  },
  guards: {
    unsupported: (_, params: { device: DeviceState }) => !params.device.supported,
    denied: (_, params: { device: DeviceState }) => params.device.permission === 'denied',
    subscribed: (_, params: { device: DeviceState }) => params.device.subscription !== null,
    refused: (_, params: { error: unknown }) => params.error === permissionDenied,
  },
  actors: {
    checkDevice: fromPromise<DeviceState>(async () => {
      throw new Error('checkDevice actor not provided');
    }),
    /** Notification.requestPermission(): 'granted', else reject with `permissionDenied`. */
    requestPermission: fromPromise<void>(async () => {
      throw new Error('requestPermission actor not provided');
    }),
    /** GET /api/push/public-key. */
    loadPublicKey: fromPromise<string>(async () => {
      throw new Error('loadPublicKey actor not provided');
    }),
    /** navigator.serviceWorker.ready, then pushManager.subscribe({userVisibleOnly, applicationServerKey}). */
    subscribeBrowser: fromPromise<DeviceSubscription, { publicKey: string }>(async () => {
      throw new Error('subscribeBrowser actor not provided');
    }),
    /** POST /api/push/subscriptions. */
    saveSubscription: fromPromise<void, DeviceSubscription>(async () => {
      throw new Error('saveSubscription actor not provided');
    }),
    /** PushSubscription.unsubscribe() of the subscription the browser holds; its endpoint (null: none). */
    unsubscribeBrowser: fromPromise<string | null>(async () => {
      throw new Error('unsubscribeBrowser actor not provided');
    }),
    /** DELETE /api/push/subscriptions. */
    removeSubscription: fromPromise<void, { endpoint: string }>(async () => {
      throw new Error('removeSubscription actor not provided');
    }),
    /** GET /api/push/preferences → the switches. */
    loadSwitches: fromPromise<PushSwitches>(async () => {
      throw new Error('loadSwitches actor not provided');
    }),
    /** PUT /api/push/preferences with one switch → all of them. */
    saveSwitch: fromPromise<PushSwitches, { kind: PushKindName; on: boolean }>(async () => {
      throw new Error('saveSwitch actor not provided');
    }),
  },
}).createMachine({
  id: 'pushSettings',
  type: 'parallel',
  context: {
    endpoint: null,
    publicKey: null,
    subscription: null,
    error: null,
    switches: allOn,
    savedSwitches: allOn,
    savingKind: null,
    switchesError: null,
  },
  states: {
    device: {
      initial: 'checking',
      states: {
        checking: {
          tags: ['loading'],
          entry: assign({ error: null }),
          invoke: {
            src: 'checkDevice',
            onDone: [
              {
                guard: { type: 'unsupported', params: ({ event }) => ({ device: event.output }) },
                target: 'unsupported',
              },
              {
                guard: { type: 'denied', params: ({ event }) => ({ device: event.output }) },
                target: 'denied',
              },
              {
                // The browser holds a subscription: stored again for whoever is signed in now (upsert), so a
                // shared device never keeps getting the previous player's notifications.
                guard: { type: 'subscribed', params: ({ event }) => ({ device: event.output }) },
                target: 'syncing',
                actions: assign({
                  subscription: ({ event }) => event.output.subscription,
                  endpoint: ({ event }) => event.output.subscription?.endpoint ?? null,
                }),
              },
              { target: 'off' },
            ],
            onError: toError,
          },
        },
        syncing: {
          tags: ['loading'],
          invoke: {
            src: 'saveSubscription',
            input: ({ context }) => context.subscription!,
            onDone: 'on',
            onError: toError,
          },
        },
        unsupported: {},
        denied: { on: { 'push.retry': 'checking' } },
        off: { on: { 'push.enable': 'subscribing' } },
        subscribing: {
          tags: ['submitting'],
          entry: assign({ error: null }),
          initial: 'permission',
          states: {
            permission: {
              invoke: {
                src: 'requestPermission',
                onDone: 'key',
                onError: [
                  {
                    guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
                    target: '#pushSettings.device.denied',
                  },
                  {
                    target: '#pushSettings.device.error',
                    actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            key: {
              invoke: {
                src: 'loadPublicKey',
                onDone: { target: 'browser', actions: assign({ publicKey: ({ event }) => event.output }) },
                onError: toError,
              },
            },
            browser: {
              invoke: {
                src: 'subscribeBrowser',
                input: ({ context }) => ({ publicKey: context.publicKey ?? '' }),
                onDone: {
                  target: 'server',
                  actions: assign({
                    subscription: ({ event }) => event.output,
                    endpoint: ({ event }) => event.output.endpoint,
                  }),
                },
                onError: toError,
              },
            },
            server: {
              invoke: {
                src: 'saveSubscription',
                input: ({ context }) => context.subscription!,
                onDone: '#pushSettings.device.on',
                onError: toError,
              },
            },
          },
        },
        on: { on: { 'push.disable': 'unsubscribing' } },
        unsubscribing: {
          tags: ['submitting'],
          entry: assign({ error: null }),
          initial: 'browser',
          states: {
            browser: {
              invoke: {
                src: 'unsubscribeBrowser',
                onDone: [
                  {
                    guard: ({ event, context }) => (event.output ?? context.endpoint) !== null,
                    target: 'server',
                    actions: assign({ endpoint: ({ event, context }) => event.output ?? context.endpoint }),
                  },
                  { target: '#pushSettings.device.off' },
                ],
                onError: toError,
              },
            },
            server: {
              invoke: {
                src: 'removeSubscription',
                input: ({ context }) => ({ endpoint: context.endpoint ?? '' }),
                onDone: { target: '#pushSettings.device.off', actions: assign({ endpoint: null }) },
                onError: toError,
              },
            },
          },
        },
        error: { on: { 'push.retry': 'checking' } },
      },
    },
    kinds: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSwitches',
            onDone: {
              target: 'ready',
              actions: { type: 'takeSwitches', params: ({ event }) => ({ switches: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'failSwitches', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: { on: { 'kinds.retry': 'loading' } },
        ready: {
          on: {
            'kinds.toggle': {
              target: 'saving',
              actions: { type: 'flip', params: ({ event }) => ({ kind: event.kind }) },
            },
          },
        },
        /** Optimistic: the switch shows its new value while it is saved, and goes back on failure. */
        saving: {
          invoke: {
            src: 'saveSwitch',
            input: ({ context }) => ({
              kind: context.savingKind ?? 'result',
              on: context.switches[context.savingKind ?? 'result'],
            }),
            onDone: {
              target: 'ready',
              actions: { type: 'takeSwitches', params: ({ event }) => ({ switches: event.output }) },
            },
            onError: {
              target: 'ready',
              actions: { type: 'revert', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
