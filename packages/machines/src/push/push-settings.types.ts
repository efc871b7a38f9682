import type { UserMessage } from '../messages/user-message';

// The push settings machine's types (push-settings.machine.ts; issue 33, decision 0069).

export const pushKindNames = ['challenge_start', 'last_hours', 'overtaken', 'result', 'payout'] as const;
export type PushKindName = (typeof pushKindNames)[number];
export type PushSwitches = Record<PushKindName, boolean>;

/** A device's subscription as PushSubscription.toJSON() gives it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the browser says at start. */
export interface DeviceState {
  /** Service worker, PushManager and Notification all present. */
  supported: boolean;
  permission: 'default' | 'granted' | 'denied';
  /** The subscription the browser already holds, if any. */
  subscription: DeviceSubscription | null;
}

export type PushSettingsContext = {
  /** The endpoint of this device's subscription while on. */
  endpoint: string | null;
  /** The VAPID public key, once loaded. */
  publicKey: string | null;
  /** The subscription being stored at the server. */
  subscription: DeviceSubscription | null;
  /** Why the last change of this device failed (a server's words or a fallback key). */
  error: UserMessage | null;
  switches: PushSwitches;
  /** The switches the server last confirmed, restored when a save fails. */
  savedSwitches: PushSwitches;
  /** The switch being saved. */
  savingKind: PushKindName | null;
  switchesError: UserMessage | null;
};

export type PushSettingsEvent =
  | { type: 'push.enable' }
  | { type: 'push.disable' }
  | { type: 'push.retry' }
  | { type: 'kinds.toggle'; kind: PushKindName }
  | { type: 'kinds.retry' };
