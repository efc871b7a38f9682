import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` when `key` changes and reports loading, the data or the error. A result that arrives
 * for an older key is dropped, so a fast navigation never shows the previous page's data. `reload()` (stable
 * across renders) loads the same key again and keeps showing the data it has meanwhile (`refreshing` is true), so a
 * refresh after a change never swaps the page for a skeleton and loses what was on it. For a page's own data
 * before it shows (and a server-rendered page's), a route loader does the same (app/route-data.ts).
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<T>,
): Loaded<T> & { reload: () => void; refreshing: boolean } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; value: Loaded<T> } | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ key, attempt, value: { status: 'ready', data } }),
      (error: unknown) => current && setResult({ key, attempt, value: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure on every render; the key and the attempt say when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (result?.key === key && result.attempt === attempt)
    return { ...result.value, reload, refreshing: false };
  if (result?.key === key && result.value.status === 'ready')
    return { ...result.value, reload, refreshing: true };
  return { status: 'loading', reload, refreshing: false };
}
