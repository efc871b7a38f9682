import { startTransition, useEffect, useState } from 'react';

/** Whether React is hydrating a server-rendered page (main.tsx starts it, HydrationPart ends it). */
let hydrating = false;

export function hydrationStarts(): void {
  hydrating = true;
}

export function hydrationEnds(): void {
  hydrating = false;
}

/**
 * False on the server and while React hydrates the server's HTML; true afterwards, and at once in a page
 * rendered in the browser. For what the browser alone knows (its own country names, the device id, the
 * landing's art): render it after hydration so the first render matches the server's HTML.
 *
 * Not `useSyncExternalStore`'s server snapshot: React re-renders its readers synchronously once they are
 * hydrated (a SyncLane update), and the landing page reads it at the top (its clock), so the whole page
 * rendered again in one long task (docs/decisions/0042). Here the switch is a transition: React renders it
 * in interruptible work, and a tap comes first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
