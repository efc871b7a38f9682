import type { ApiClient } from '@arena/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api as browserApi } from '../session/api';

/**
 * A page's data as a React Router loader (docs/architecture.md, "How a page reaches a reader"): the
 * server's static handler runs it before rendering the page once, and the browser hydrates with its
 * answer (the page's JSON script) without running it again; inside the app it runs before the page
 * shows. It is given the API client of where it runs.
 */
export type PageLoader = (api: ApiClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** The client a loader calls: the request's on the server (the static handler's request context), else the site's. */
export function routeApi(context: unknown): ApiClient {
  return (context as { api?: ApiClient } | undefined)?.api ?? browserApi;
}

/** An answer, or that it failed: a loader never throws, and the page shows what it has. */
export type Settled<T> = { ok: true; data: T } | { ok: false };

export function settle<T>(answer: Promise<T>): Promise<Settled<T>> {
  return answer.then(
    (data) => ({ ok: true, data }),
    () => ({ ok: false }),
  );
}
