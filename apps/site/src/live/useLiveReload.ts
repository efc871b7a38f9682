import { useEffect, useRef } from 'react';

/**
 * Subscribes `onChange` to a live stream and answers the unsubscribe (the API client's subscribe*), or a
 * promise of it: a client that loads itself on first use (decision 0031) answers every call later.
 */
export type LiveSubscribe = (onChange: () => void) => (() => void) | Promise<() => void>;

/**
 * Live leaderboards (docs/decisions/0033-live-leaderboards.md): while `key` is not null, `subscribe`
 * tells the page when what it shows changed, and `reload` refetches it (useLoad's reload keeps the
 * data on screen meanwhile). A new key (another challenge) subscribes again; null unsubscribes (a
 * finished challenge, a page still loading). Runs in the browser only (an effect), never while rendering
 * on the server.
 */
export function useLiveReload(
  key: string | null,
  subscribe: LiveSubscribe,
  ...reloads: (() => void)[]
): void {
  // The latest closures, without resubscribing when they change identity.
  const latest = useRef({ subscribe, reloads });
  useEffect(() => {
    latest.current = { subscribe, reloads };
  });
  useEffect(() => {
    if (key === null) return undefined;
    let active = true;
    const stop = latest.current.subscribe(() => {
      if (active) for (const reload of latest.current.reloads) reload();
    });
    return () => {
      active = false;
      if (typeof stop === 'function') stop();
      else void stop.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    };
  }, [key]);
}
