// Web Push (issue 33, docs/decisions/0069-web-push.md): the VAPID public key, this device's subscription,
// and the per-kind switches of the settings page.
import {
  pushPreferencesResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionResponseSchema,
  type PushPreferencesResponse,
  type PushPreferencesUpdate,
  type PushPublicKeyResponse,
  type PushSubscriptionRequest,
  type PushSubscriptionResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function pushCalls(core: ClientCore) {
  const { authed, send } = core;
  return {
    /** The applicationServerKey for pushManager.subscribe(); no sign-in. */
    pushPublicKey: (): Promise<PushPublicKeyResponse> =>
      send(pushPublicKeyResponseSchema, '/api/push/public-key', {}, 'none'),
    /** Stores this device (PushSubscription.toJSON()) for the signed-in player. */
    subscribePush: (subscription: PushSubscriptionRequest): Promise<PushSubscriptionResponse> =>
      authed(pushSubscriptionResponseSchema, '/api/push/subscriptions', {
        method: 'post',
        json: { endpoint: subscription.endpoint, keys: subscription.keys },
      }),
    /** Forgets this device (its endpoint) for the signed-in player. */
    unsubscribePush: (endpoint: string): Promise<PushSubscriptionResponse> =>
      authed(pushSubscriptionResponseSchema, '/api/push/subscriptions', {
        method: 'delete',
        json: { endpoint },
      }),
    pushPreferences: (): Promise<PushPreferencesResponse> =>
      authed(pushPreferencesResponseSchema, '/api/push/preferences'),
    /** Any of the switches; the answer holds all of them. */
    savePushPreferences: (changes: PushPreferencesUpdate): Promise<PushPreferencesResponse> =>
      authed(pushPreferencesResponseSchema, '/api/push/preferences', { method: 'put', json: changes }),
  };
}
