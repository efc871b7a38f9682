import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydrationPartModule from './HydrationPart';

// Hydration in slices (docs/decisions/0038). The browser's Preact build turns it on with a define; here
// the same switch is set before the module loads, and React's createRoot stands in for Preact's
// hydration: a part that waits shows nothing until its slice, where Preact would keep the server's DOM.
let slices: typeof HydrationPartModule;
let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('__ARENA_SPLIT_HYDRATION__', true);
  slices = await import('./HydrationPart');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

/** Keeps the thread busy for longer than a slice's budget. */
function spendSlice(): void {
  const start = performance.now();
  while (performance.now() - start < slices.sliceBudgetMs + 2) {
    // busy: the render itself is what takes the time
  }
}

/** A part that takes longer than a slice to render. */
function Slow({ label }: { label: string }) {
  spendSlice();
  return <p>{label}</p>;
}

const texts = () => [...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent);

function Page({ first = 'one', extra }: { first?: string; extra?: ReactNode }) {
  const { HydrationPart } = slices;
  return (
    <>
      <HydrationPart>
        <Slow label={first} />
      </HydrationPart>
      <HydrationPart>
        <Slow label="two" />
      </HydrationPart>
      <HydrationPart>
        <p>three</p>
      </HydrationPart>
      {extra}
    </>
  );
}

describe('HydrationPart in slices', () => {
  it('renders the parts met after the slice budget in later tasks, and never hides a part it has shown', async () => {
    slices.hydrateInSlices(() => flushSync(() => root.render(<Page />)));
    // The first part fitted in the first pass; the slow one spent the budget, so the rest wait.
    expect(texts()).toEqual(['one']);
    // A new render while the others wait keeps the shown part on screen.
    flushSync(() => root.render(<Page first="one again" />));
    expect(texts()).toContain('one again');
    await waitFor(() => expect(texts()).toEqual(['one again', 'two', 'three']));
  });

  it('ends with the last slice: a part mounted afterwards renders at once', async () => {
    slices.hydrateInSlices(() => flushSync(() => root.render(<Page />)));
    await waitFor(() => expect(texts()).toEqual(['one', 'two', 'three']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { HydrationPart } = slices;
    flushSync(() =>
      root.render(
        <Page
          extra={
            <HydrationPart>
              <p>four</p>
            </HydrationPart>
          }
        />,
      ),
    );
    expect(texts()).toEqual(['one', 'two', 'three', 'four']);
  });

  it('ends at once when every part fitted in the first pass', async () => {
    const { HydrationPart } = slices;
    slices.hydrateInSlices(() =>
      flushSync(() =>
        root.render(
          <HydrationPart>
            <p>a</p>
          </HydrationPart>,
        ),
      ),
    );
    expect(texts()).toEqual(['a']);
    // Well past the first pass's budget: a page opened inside the app later is not sliced.
    await new Promise((resolve) => setTimeout(resolve, 20));
    flushSync(() =>
      root.render(
        <>
          <HydrationPart>
            <p>a</p>
          </HydrationPart>
          <HydrationPart>
            <p>b</p>
          </HydrationPart>
        </>,
      ),
    );
    expect(texts()).toEqual(['a', 'b']);
  });

  it('is its children, with no slices, when the build does not turn it on', async () => {
    vi.resetModules();
    vi.unstubAllGlobals();
    slices = await import('./HydrationPart');
    slices.hydrateInSlices(() => flushSync(() => root.render(<Page />)));
    expect(texts()).toEqual(['one', 'two', 'three']);
  });
});
