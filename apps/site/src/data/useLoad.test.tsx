import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { browserPreload, PreloadProvider, preloadScriptId } from './preload';
import type { PreloadStore } from './preload';
import { useLoad } from './useLoad';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('loads, then keeps the data on screen while a reload is on its way', async () => {
    const calls = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useLoad('profile', () => calls[call++]!.promise));
    expect(result.current).toMatchObject({ status: 'loading', refreshing: false });

    await act(async () => calls[0]!.resolve('first'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', refreshing: false });

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', refreshing: true });

    await act(async () => calls[1]!.resolve('second'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'second', refreshing: false });
    expect(call).toBe(2);
  });

  it('a new key shows loading, never the previous key’s data, and drops a late answer for the old key', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ key }) => useLoad(key, () => answers[key]!.promise), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => answers.a!.resolve('from a'));
    expect(result.current).toMatchObject({ status: 'loading' });
    await act(async () => answers.b!.resolve('from b'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'from b' });
  });

  it('after an error, a reload shows loading (nothing stale to keep), then the data', async () => {
    const calls = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useLoad('wallet', () => calls[call++]!.promise));
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(result.current.status).toBe('error');
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', refreshing: false });
    await act(async () => calls[1]!.resolve('back'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
  });
});

describe('useLoad on a server-rendered page (data/preload.tsx)', () => {
  function pageWith(loads: Record<string, unknown>) {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${preloadScriptId}">${JSON.stringify({ loads, renderedAt: 0 })}</script>`,
    );
    const page = browserPreload();
    if (!page) throw new Error('no page data');
    return page.store;
  }

  it('starts from the data the page was rendered with, without asking, and forgets it once hydrated', async () => {
    const store = pageWith({ dashboard: { completed: 20 } });
    let asked = 0;
    const load = () => {
      asked += 1;
      return Promise.resolve({ completed: 21 });
    };
    const { result, unmount } = renderHook(() => useLoad('dashboard', load), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PreloadProvider store={store}>{children}</PreloadProvider>
      ),
    });
    expect(result.current).toMatchObject({ status: 'ready', data: { completed: 20 }, refreshing: false });
    await act(async () => {});
    expect(asked).toBe(0);
    // Kept while the page's parts still hydrate (they render from it too).
    expect(store.read('dashboard')).toEqual({ data: { completed: 20 } });
    // Hydrated (main.tsx calls this once every part is): the data and its script are gone, so a later
    // visit loads afresh.
    store.hydrated?.();
    expect(store.read('dashboard')).toBeUndefined();
    expect(document.getElementById(preloadScriptId)).toBeNull();

    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { completed: 21 } }));
    expect(asked).toBe(1);
    unmount();
  });

  it('loads as usual a key the page was not rendered with', async () => {
    const store = pageWith({ other: 1 });
    const { result } = renderHook(() => useLoad('leaderboard', () => Promise.resolve(['Aisha'])), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PreloadProvider store={store}>{children}</PreloadProvider>
      ),
    });
    expect(result.current).toMatchObject({ status: 'loading' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: ['Aisha'] }));
  });

  it('tells the server renderer what the page wants', () => {
    const wanted: string[] = [];
    const store: PreloadStore = { read: () => undefined, want: (key) => wanted.push(key) };
    renderHook(() => useLoad('public-profile:7', () => Promise.resolve(null)), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PreloadProvider store={store}>{children}</PreloadProvider>
      ),
    });
    expect(wanted[0]).toBe('public-profile:7');
  });
});
