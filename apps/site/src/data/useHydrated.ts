import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML (its server snapshot); true from then on,
 * and at once in a page rendered in the browser. For what the browser alone knows (its own country names,
 * the device id): render it after hydration so the first render matches the server's HTML. React renders a
 * hydrated component again with `true` as soon as its part is hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
