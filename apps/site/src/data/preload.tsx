import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * Data a server-rendered page was rendered with (docs/decisions/0031-server-rendered-public-pages.md).
 * On the server, `useLoad` registers what it wants (`want`) during a first render; the renderer awaits
 * those answers and renders again with them (`read`). In the browser the same answers arrive in the
 * page (a JSON script) so the first render matches the HTML and hydrates without asking again; they
 * are dropped once the page and every part of it have hydrated (main.tsx), so a later visit to the same
 * key loads afresh.
 */
export interface PreloadStore {
  read(key: string): { data: unknown } | undefined;
  /** The server's clock when it rendered the page (ms). */
  renderedAt?: number;
  want?(key: string, load: () => Promise<unknown>): void;
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
  /** The answers by useLoad key. */
  loads: Record<string, unknown>;
  /** The server's clock when it rendered (ms), so time-dependent words hydrate as rendered. */
  renderedAt: number;
}

/** The browser's store: the page's JSON script, read once, forgotten after hydration. */
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
  let loads: Record<string, unknown> | null = data.loads;
  return {
    data,
    store: {
      renderedAt: data.renderedAt,
      read: (key) => (loads && Object.hasOwn(loads, key) ? { data: loads[key] } : undefined),
      hydrated: () => {
        loads = null;
        script.remove();
      },
    },
  };
}
