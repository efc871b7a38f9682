import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that React DOM hydrates as a unit of its own (docs/architecture.md,
 * "How a page reaches a reader"): a Suspense boundary. `hydrateRoot` commits the page's shell first and
 * leaves each boundary's server HTML in place; React then hydrates the boundaries in interruptible work
 * that yields to the browser, and a tap or a keystroke inside a boundary not yet hydrated hydrates that
 * one first and is replayed to it (React's selective hydration). The site wraps the header, the footer
 * and each section of its public pages in one.
 *
 * The page is the app's (`<html data-hydrated>`, whenHydrated) once the shell is committed and every part
 * the server rendered is hydrated: src/loader/boot.js holds a form's submit until then, and what a visitor
 * typed earlier is given to the app (early-input.ts).
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  const [part] = useState(() => ({}));
  // The part's shell effect runs at the first commit; its content's once React has hydrated it (later,
  // when it was server-rendered: the same commit when the page was rendered in the browser).
  useEffect(() => {
    if (!hydratedParts.has(part)) waiting.add(part);
    return () => {
      waiting.delete(part);
      settle();
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

function PartHydrated({ part }: { part: object }) {
  useEffect(() => {
    hydratedParts.add(part);
    waiting.delete(part);
    settle();
  }, [part]);
  return null;
}

/** The parts whose shell is committed and whose content is not hydrated yet. */
const waiting = new Set<object>();
const hydratedParts = new WeakSet<object>();
let shellCommitted = false;

let resolveHydrated: () => void = () => {};
const hydratedPage = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

function settle(): void {
  if (!shellCommitted || waiting.size > 0) return;
  if (document.documentElement.dataset.hydrated !== undefined) return;
  document.documentElement.dataset.hydrated = '';
  resolveHydrated();
}

/** Resolves once the page is the app's (`<html data-hydrated>`). */
export function whenHydrated(): Promise<void> {
  return hydratedPage;
}

/** App.tsx, once the app's first render (the shell, when hydrating) is committed. */
export function firstRenderCommitted(): void {
  shellCommitted = true;
  settle();
}
