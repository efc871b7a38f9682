import type { DeviceResponse } from '@arena/contract';

/** spec §7: POST /api/devices/generate gives a browser its device id (spec §3 cookie). */
export const devicePath = '/api/devices/generate';

/**
 * The device-id call without ky or the contract's zod schemas. Every visitor's page asks it once after
 * load, and a page a visitor only reads should not download and run the whole client for it
 * (issue 15). It answers exactly what the real client's `generateDevice` answers, and throws when
 * the server refuses (429 when rate-limited) or answers no id. The caller then falls back to a
 * temporary id (markers.ts).
 */
export function createDeviceRequest(options: {
  baseUrl: string;
  fetch?: typeof fetch;
}): () => Promise<DeviceResponse> {
  return async () => {
    const send = options.fetch ?? globalThis.fetch;
    const response = await send(new URL(devicePath, options.baseUrl), {
      method: 'POST',
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`The device id was refused (HTTP ${response.status})`);
    const body = (await response.json()) as { data?: { deviceId?: unknown } } | null;
    const deviceId = body?.data?.deviceId;
    if (typeof deviceId !== 'string' || deviceId === '') throw new Error('The answer held no device id');
    return { data: { deviceId } };
  };
}
