import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { hydrationEnds, hydrationStarts } from '../data/useHydrated';

/**
 * Hydration in slices (docs/decisions/0038-hydration-in-slices.md). The browser's production build
 * (Preact, decision 0037) hydrates a server-rendered page in tasks of about `sliceBudgetMs` instead of
 * one long task: each HydrationPart met after the current slice's budget is spent suspends, Preact
 * keeps its server-rendered DOM as it is, and the part hydrates in a later task. A tap or a paint can
 * come between two slices. Everywhere else (the server renderer, React builds, the dev server, tests)
 * a part is its children.
 */
declare const __ARENA_SPLIT_HYDRATION__: boolean | undefined;
const splitHydration = typeof __ARENA_SPLIT_HYDRATION__ !== 'undefined' && __ARENA_SPLIT_HYDRATION__;

/** The most one slice hydrates before yielding (on a phone 4 times slower, still under 50 ms). */
export const sliceBudgetMs = 8;

let hydrating = false;
let sliceStart = 0;
let next: Promise<void> | null = null;
let waitedThisSlice = false;
/** Whether a part has rendered in this slice: the first part of a slice always does, so each slice moves on. */
let renderedThisSlice = false;

let channel: MessageChannel | null = null;
const queued: (() => void)[] = [];

/** Runs `run` in a task of its own, after what is queued (a message: no timer clamping). */
function inNewTask(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queued.shift()?.();
  }
  queued.push(run);
  channel.port2.postMessage(null);
}

/** Resolves in a new task: ends the current one so the browser can paint or answer a tap first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNewTask(resolve));
}

let resolveHydrated: () => void = () => {};
const hydratedPage = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/**
 * `<html data-hydrated>`: every part of the page is the app's (its handlers attached). src/loader/boot.js holds
 * a form's submit until then, and what was typed earlier is given to the app (early-input.ts).
 */
function markHydrated(): void {
  if (document.documentElement.dataset.hydrated !== undefined) return;
  document.documentElement.dataset.hydrated = '';
  hydrationEnds();
  resolveHydrated();
}

/** Resolves once the page is the app's (`<html data-hydrated>`). */
export function whenHydrated(): Promise<void> {
  return hydratedPage;
}

/** After the current task's renders: when no part waits for another slice, the page is hydrated. */
function endWhenSettled(): void {
  inNewTask(() => {
    if (hydrating && !waitedThisSlice && next === null) {
      hydrating = false;
      markHydrated();
    }
  });
}

/** The next slice: resolves in a new task, where the parts waiting for it resume. */
function nextSlice(): Promise<void> {
  waitedThisSlice = true;
  next ??= new Promise((resolve) => {
    inNewTask(() => {
      next = null;
      waitedThisSlice = false;
      renderedThisSlice = false;
      sliceStart = performance.now();
      resolve();
      // The parts resumed by this slice render in its microtasks; parts are plain children from then on
      // once none of them had to wait for another slice.
      endWhenSettled();
    });
  });
  return next;
}

/**
 * main.tsx: runs `hydrate` (a synchronous hydrateRoot) so that it hydrates a server-rendered page in
 * slices; in builds without slices it only runs it.
 */
export function hydrateInSlices(hydrate: () => void): void {
  hydrationStarts();
  if (!splitHydration) {
    // React hydrates after this call returns: the page is the app's at its first commit (App.tsx).
    hydrate();
    return;
  }
  hydrating = true;
  // The first pass (the providers, the shell, the page) has no part of its own to guarantee.
  renderedThisSlice = true;
  sliceStart = performance.now();
  hydrate();
  // A page whose parts all fit in the first pass is hydrated already.
  endWhenSettled();
}

/** The parts whose children have rendered: those never suspend again (their DOM stays shown). */
const shown = new WeakSet<object>();

/** Whether the part `self` waits for the next slice: only before it first renders, past the budget. */
function waits(self: object): boolean {
  if (shown.has(self)) return false;
  if (hydrating && renderedThisSlice && performance.now() - sliceStart > sliceBudgetMs) return true;
  shown.add(self);
  renderedThisSlice = true;
  return false;
}

function Slice({ children }: { children: ReactNode }) {
  const [self] = useState(() => ({}));
  if (waits(self)) throw nextSlice();
  return <>{children}</>;
}

/**
 * A part of a server-rendered page that may hydrate in a later task. Its children must render one
 * element (a section, the header): Preact keeps the first server-rendered node of a suspended part.
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  if (!splitHydration) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  );
}

/**
 * App.tsx, once the app's first render is committed: a page rendered in the browser (or hydrated whole)
 * is the app's from then; a page hydrating in slices is the app's when its last slice is.
 */
export function firstRenderCommitted(): void {
  if (!hydrating) markHydrated();
}
