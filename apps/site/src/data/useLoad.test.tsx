import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserPreload, preloadScriptId } from './preload';
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

describe("a server-rendered page's data (data/preload.tsx)", () => {
  it('reads the loaders’ answers and the render time from the page, and removes the script once hydrated', () => {
    const loaderData = { '0': true, '0-0': { dashboard: { ok: true, data: 20 } } };
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${preloadScriptId}">${JSON.stringify({ loaderData, renderedAt: 7 })}</script>`,
    );
    const page = browserPreload();
    expect(page?.data).toEqual({ loaderData, renderedAt: 7 });
    expect(page?.store.renderedAt).toBe(7);
    page?.store.hydrated?.();
    expect(document.getElementById(preloadScriptId)).toBeNull();
    expect(browserPreload()).toBeNull();
  });
});
