import { useSyncExternalStore } from 'react';

/**
 * Whether the page is the app's. True by default (a page rendered in the browser, the DOM tests); main.tsx
 * sets it false before it hydrates a server-rendered page and HydrationPart sets it back once every part
 * is hydrated. The store is kept here rather than read from React's server snapshot because the
 * browser's build (Preact, decision 0037) has no server snapshot: it would render `true` while it
 * hydrates and, since hydration does not patch attributes, keep the server's `false` markup for good
 * (decision 0040).
 */
let hydrated = true;
const listeners = new Set<() => void>();

/** main.tsx: a server-rendered page is about to be hydrated. */
export function hydrationStarts(): void {
  hydrated = false;
}

/** HydrationPart: every part is hydrated; what read `false` renders again with `true`. */
export function hydrationEnds(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False on the server and while the browser hydrates a server-rendered page; true from then on (and at
 * once in a page rendered in the browser). For what the browser alone knows (its own country names, the
 * device id): render it after hydration so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
