import type { ApiClient } from '@arena/api-client';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { api } from './api';

/**
 * The API client pages talk to. The app provides the browser's client (session/api.ts); a page's DOM
 * test provides a fake one, so every page's wiring (what it asks, what it shows, what it sends) is
 * tested without a server, beside the e2e tests that use the real one.
 */
export const ApiContext = createContext<ApiClient>(api);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  return useContext(ApiContext);
}

/**
 * The client as a getter that always answers the current one: for actors created once (the session's
 * and wallet's machines) that call the API long after the render that made them.
 */
export function useApiGetter(): () => ApiClient {
  const client = useApi();
  const current = useRef(client);
  useEffect(() => {
    current.current = client;
  }, [client]);
  return useCallback(() => current.current, []);
}
