import { useEffect, useState } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` when `key` changes and reports loading, the data or the error. A result that arrives
 * for an older key is dropped, so a fast navigation never shows the previous page's data.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [result, setResult] = useState<{ key: string; value: Loaded<T> } | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ key: requestKey, value: { status: 'ready', data } }),
      (error: unknown) => current && setResult({ key: requestKey, value: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure on every render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const value: Loaded<T> = result?.key === requestKey ? result.value : { status: 'loading' };
  return { ...value, reload: () => setAttempt((n) => n + 1) };
}
