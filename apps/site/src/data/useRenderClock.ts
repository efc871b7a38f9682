import { usePreload } from './preload';
import { useHydrated } from './useHydrated';

/**
 * "Now" for what a page computes from the time (open challenges, a countdown): while a server-rendered
 * page hydrates, the time it was rendered, so the first render says what the HTML says; afterwards (and
 * in a page rendered in the browser) the real time. A page re-renders when hydration ends.
 */
export function useRenderClock(): Date {
  const renderedAt = usePreload()?.renderedAt;
  const hydrated = useHydrated();
  return !hydrated && renderedAt !== undefined ? new Date(renderedAt) : new Date();
}
