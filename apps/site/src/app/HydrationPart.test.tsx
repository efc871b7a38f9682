import { act, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydrationPartModule from './HydrationPart';
import type * as UseHydratedModule from '../data/useHydrated';
import type { ReactNode } from 'react';

// A server-rendered page's parts are Suspense boundaries React DOM hydrates after the shell, each as a
// unit of its own (docs/architecture.md, "How a page reaches a reader"). Here the same tree is rendered
// with react-dom/server and hydrated with hydrateRoot, as the server and main.tsx do.
let parts: typeof HydrationPartModule;
let hydration: typeof UseHydratedModule;
let container: HTMLDivElement;
let root: Root | null = null;
const errors: unknown[] = [];
/** Whether the page was marked hydrated when the shell committed. */
let markedAtShellCommit: boolean[] = [];

beforeEach(async () => {
  vi.resetModules();
  parts = await import('./HydrationPart');
  hydration = await import('../data/useHydrated');
  // As main.tsx before it hydrates a server-rendered page (and as on the server, which has no document,
  // useHydrated renders false).
  hydration.hydrationStarts();
  container = document.createElement('div');
  document.body.append(container);
  delete document.documentElement.dataset.hydrated;
  errors.length = 0;
  markedAtShellCommit = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  delete document.documentElement.dataset.hydrated;
});

/** What the page's shell does at its first commit (App.tsx MarkReady). */
function Shell({ children }: { children: ReactNode }) {
  useEffect(() => {
    parts.firstRenderCommitted();
    markedAtShellCommit.push(document.documentElement.dataset.hydrated !== undefined);
  }, []);
  return <main>{children}</main>;
}

/** Says whether it renders hydrated, and counts the clicks it heard. */
function Counter({ name }: { name: string }) {
  const hydrated = hydration.useHydrated();
  const [clicks, setClicks] = useState(0);
  return (
    <section data-hydrated-part={hydrated ? 'yes' : 'no'}>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {name} {clicks}
      </button>
    </section>
  );
}

function Page() {
  const { HydrationPart } = parts;
  return (
    <Shell>
      <HydrationPart>
        <Counter name="header" />
      </HydrationPart>
      <HydrationPart>
        <Counter name="main" />
      </HydrationPart>
    </Shell>
  );
}

/** Renders the page as the server does and hydrates it as main.tsx does; resolves after the call. */
function serverRenderAndHydrate(): { sections: Element[] } {
  container.innerHTML = renderToString(<Page />);
  const sections = [...container.querySelectorAll('section')];
  root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  return { sections };
}

const states = () =>
  [...container.querySelectorAll('section')].map((section) => section.getAttribute('data-hydrated-part'));

describe('HydrationPart', () => {
  it('renders each part in a Suspense boundary the server marks, with the server snapshot (not hydrated)', () => {
    const html = renderToString(<Page />);
    // React's boundary markers, one pair per part, around the part's own HTML.
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    expect(html.match(/<!--\/\$-->/g)).toHaveLength(2);
    expect(html).toContain('data-hydrated-part="no"');
    expect(html).not.toContain('data-hydrated-part="yes"');
  });

  it('keeps every server element, marks the page hydrated once the shell and every part are, and re-renders the parts hydrated', async () => {
    const { sections } = serverRenderAndHydrate();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    let resolved = false;
    void parts.whenHydrated().then(() => {
      resolved = true;
    });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
    // The shell committed first, with its parts still the server's: they hydrated as units of their own.
    expect(markedAtShellCommit).toEqual([false]);
    await waitFor(() => expect(resolved).toBe(true));
    // No part was created again: the very elements the server wrote are the app's now.
    expect([...container.querySelectorAll('section')]).toEqual(sections);
    await waitFor(() => expect(states()).toEqual(['yes', 'yes']));
    expect([...container.querySelectorAll('section')]).toEqual(sections);
    expect(errors).toEqual([]);
  });

  it('a click on a part hydrates it and reaches its handler (selective hydration)', async () => {
    serverRenderAndHydrate();
    const main = container.querySelectorAll('button')[1]!;
    act(() => main.click());
    await waitFor(() => expect(main.textContent).toBe('main 1'));
    expect(errors).toEqual([]);
  });

  it('a page rendered in the browser (no server HTML) is the app’s at its first commit', async () => {
    hydration.hydrationEnds();
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    act(() => root!.render(<Page />));
    expect(document.documentElement.dataset.hydrated).toBe('');
    expect(states()).toEqual(['yes', 'yes']);
  });

  it('a part removed before it hydrated does not keep the page waiting', async () => {
    const { HydrationPart } = parts;
    function Two({ second }: { second: boolean }) {
      return (
        <Shell>
          <HydrationPart>
            <Counter name="one" />
          </HydrationPart>
          {second ? (
            <HydrationPart>
              <Counter name="two" />
            </HydrationPart>
          ) : null}
        </Shell>
      );
    }
    container.innerHTML = renderToString(<Two second />);
    root = hydrateRoot(container, <Two second />, { onRecoverableError: (error) => errors.push(error) });
    act(() => root!.render(<Two second={false} />));
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });
});
