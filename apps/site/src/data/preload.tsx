import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * What a server-rendered page was rendered with (docs/architecture.md, "How a page reaches a reader"):
 * its route loaders' answers, which hydrate the browser's router, and the server's clock, which the
 * first render uses for words computed from the time (useRenderClock). Both arrive in the page as a JSON
 * script, dropped once the page and every part of it have hydrated (main.tsx).
 */
export interface PreloadStore {
  /** The server's clock when it rendered the page (ms). */
  renderedAt?: number;
  /** Called once the page is hydrated, its parts too (the browser drops its page data then). */
  hydrated?(): void;
}

const PreloadContext = createContext<PreloadStore | null>(null);

export function PreloadProvider({ store, children }: { store: PreloadStore | null; children: ReactNode }) {
  return <PreloadContext.Provider value={store}>{children}</PreloadContext.Provider>;
}

export function usePreload(): PreloadStore | null {
  return useContext(PreloadContext);
}

/** The id of the JSON script a server-rendered page carries its data in. */
export const preloadScriptId = 'arena-page-data';

export interface PageData {
  /** The route loaders' answers by route id (React Router's hydration data). */
  loaderData: Record<string, unknown>;
  /** The server's clock when it rendered (ms), so time-dependent words hydrate as rendered. */
  renderedAt: number;
}

/** The browser's page data: the page's JSON script, read once, removed after hydration. */
export function browserPreload(): { store: PreloadStore; data: PageData } | null {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(preloadScriptId);
  if (!script?.textContent) return null;
  let data: PageData;
  try {
    data = JSON.parse(script.textContent) as PageData;
  } catch {
    return null;
  }
  return { data, store: { renderedAt: data.renderedAt, hydrated: () => script.remove() } };
}
