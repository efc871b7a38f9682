import type { ApiClient } from './client';
import { createDeviceRequest } from './device';
import { createLiveUpdates } from './live';
import { createUrlBuilders } from './urls';
import type { UrlBuilders } from './urls';

/**
 * An API client whose calls load the real one (the ky client with every zod schema of the contract)
 * on first use, so a page that shows server-rendered data downloads none of it until it asks the
 * server something (docs/decisions/0031). The URL builders, the live subscriptions (live.ts) and the
 * device-id call (device.ts) answer at once: they need no schemas. Every other member is a call that answers a promise, as on the real client.
 */
export function createLazyApiClient(
  load: () => Promise<ApiClient>,
  options: Parameters<typeof createUrlBuilders>[0] & { fetch?: typeof fetch },
): ApiClient {
  const urls: UrlBuilders = createUrlBuilders(options);
  const live = createLiveUpdates({ baseUrl: options.baseUrl });
  // The device id is asked on every visitor's page: a plain fetch, so reading a page loads no schemas.
  const generateDevice = createDeviceRequest(options);
  const atOnce: Record<string, unknown> = { ...urls, ...live, generateDevice };
  let loading: Promise<ApiClient> | null = null;
  const client = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download (offline) is tried again by the next call
      throw error;
    });
    return loading;
  };
  const calls = new Map<PropertyKey, unknown>();
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (typeof name === 'string' && Object.hasOwn(atOnce, name)) return atOnce[name];
      // `then` must stay undefined, or `await lazyClient` would treat the client as a promise.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      let call = calls.get(name);
      if (!call) {
        call = async (...args: unknown[]) => {
          const real = (await client()) as unknown as Record<string, (...params: unknown[]) => unknown>;
          const method = real[name];
          if (typeof method !== 'function') throw new TypeError(`The API client has no ${name}`);
          return method(...args);
        };
        calls.set(name, call);
      }
      return call;
    },
  });
}
