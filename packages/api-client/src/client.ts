import { errorResponseSchema, healthResponseSchema } from '@arena/contract';
import type { HealthResponse } from '@arena/contract';
import ky, { HTTPError } from 'ky';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { ApiError } from './api-error';

export type ApiClientOptions = {
  /** Origin of the API server; the site passes its own origin. */
  baseUrl: string;
  /** Returns the current access token, if any (spec §3: kept in local storage by the site). */
  getToken?: () => string | null;
  fetch?: typeof fetch;
};

export type ApiClient = {
  health(): Promise<HealthResponse>;
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // ky 2 has already read the body into `data`.
    const parsed = errorResponseSchema.safeParse(error.data);
    return new ApiError('http', {
      status: error.response.status,
      ...(parsed.success ? { serverMessage: parsed.data.message } : {}),
      cause: error,
    });
  }
  return new ApiError('network', { cause: error });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    baseUrl: options.baseUrl,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function call<T>(schema: z.ZodType<T>, send: () => Promise<unknown>): Promise<T> {
    let body: unknown;
    try {
      body = await send();
    } catch (error) {
      throw toApiError(error);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid-response', { cause: parsed.error });
    return parsed.data;
  }

  return {
    health: () => call(healthResponseSchema, () => http.get('/api/health').json()),
  };
}
