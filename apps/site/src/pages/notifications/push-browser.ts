// The browser's side of Web Push (issue 33, docs/decisions/0069-web-push.md), injected into the push
// settings machine: what this browser supports and holds, Notification.requestPermission, the service
// worker's PushManager (subscribe with the VAPID public key, unsubscribe). The service worker itself is the
// site's (it shows each push and opens its page).
import { permissionDenied, type DeviceState, type DeviceSubscription } from '@arena/machines';

/** How long the service worker may take to be ready before subscribing gives up. */
const readyTimeoutMs = 15_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key (base64url) as the bytes pushManager.subscribe() takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function toDeviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: number | undefined;
  try {
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => {
        timer = window.setTimeout(() => reject(new Error('service worker not ready')), readyTimeoutMs);
      }),
    ]);
  } finally {
    window.clearTimeout(timer);
  }
}

export async function checkDevice(): Promise<DeviceState> {
  if (!pushSupported()) return { supported: false, permission: 'default', subscription: null };
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  return {
    supported: true,
    permission: Notification.permission,
    subscription:
      subscription && Notification.permission === 'granted' ? toDeviceSubscription(subscription) : null,
  };
}

/** Asks the reader; a refusal rejects with `permissionDenied`, a dismissal with an error to retry. */
export async function requestPermission(): Promise<void> {
  const answer = await Notification.requestPermission();
  if (answer === 'denied') throw permissionDenied;
  if (answer !== 'granted') throw new Error('notification permission not given');
}

export async function subscribeBrowser(publicKey: string): Promise<DeviceSubscription> {
  const registration = await readyRegistration();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  return toDeviceSubscription(subscription);
}

/** Unsubscribes the subscription the browser holds; its endpoint, or null when there was none. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = registration ? await registration.pushManager.getSubscription() : null;
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
