import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { player } from '../../layout/test-player';
import { renderPage } from '../../test/render-page';
import { PushSection } from './PushSection';
import { applicationServerKey } from './push-browser';

// Issue 33 (decision 0069): the Web Push section wires the machine to the browser (permission, the service
// worker's PushManager with the VAPID key) and to the API (the POST, the DELETE, the switches).

const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const preferences = { challenge_start: true, last_hours: true, overtaken: true, result: true, payout: true };

let held: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn> } | null;
const subscribe = vi.fn();
let permission: NotificationPermission;
let answer: NotificationPermission;

function fakeSubscription() {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys }),
    unsubscribe: vi.fn(async () => {
      held = null;
      return true;
    }),
  };
}

beforeEach(() => {
  held = null;
  permission = 'default';
  answer = 'granted';
  subscribe.mockReset();
  subscribe.mockImplementation(async () => {
    held = fakeSubscription();
    return held;
  });
  const registration = {
    pushManager: { subscribe, getSubscription: async () => held },
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, {
      get permission() {
        return permission;
      },
      requestPermission: vi.fn(async () => {
        permission = answer;
        return answer;
      }),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function setup() {
  const api = {
    pushPublicKey: vi.fn(async () => ({ publicKey })),
    subscribePush: vi.fn(async () => ({ devices: 1 })),
    unsubscribePush: vi.fn(async () => ({ devices: 0 })),
    pushPreferences: vi.fn(async () => ({ preferences, devices: 0 })),
    savePushPreferences: vi.fn(async (changes: Record<string, boolean>) => ({
      preferences: { ...preferences, ...changes },
      devices: 1,
    })),
  };
  renderPage(<PushSection />, { path: '/notifications', user: player(), api });
  return api;
}

describe('the Web Push section', () => {
  it('turns on: permission, subscribe with the VAPID key, then the POST; turns off: unsubscribe, then the DELETE', async () => {
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Push notifications are on for this device.'),
    );
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
    expect(api.subscribePush).toHaveBeenCalledWith({ endpoint, keys });

    await userEvent.click(screen.getByRole('button', { name: 'Turn off for this device' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Push notifications are off for this device.'),
    );
    expect(api.unsubscribePush).toHaveBeenCalledWith(endpoint);
    expect(held).toBeNull();
  });

  it('a refused permission says how to allow it, and subscribes nothing', async () => {
    answer = 'denied';
    const api = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on for this device' }));
    expect(await screen.findByText(/Notifications are blocked for Arena in this browser/)).toBeVisible();
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.subscribePush).not.toHaveBeenCalled();
  });

  it('a browser without push says so', async () => {
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    setup();
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeVisible();
  });

  it('a switch is saved alone', async () => {
    const api = setup();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Someone overtakes me on a leaderboard' }),
    );
    await waitFor(() => expect(api.savePushPreferences).toHaveBeenCalledWith({ overtaken: false }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Someone overtakes me on a leaderboard' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('decodes the VAPID key to its 65 bytes', () => {
    const bytes = applicationServerKey(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
