import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the player's own row is out of sight (issue 34: their row pinned when off-screen). Watches the
 * row with an IntersectionObserver against the viewport (clipped by any scrolling ancestor); false until
 * the browser says otherwise, so a server-rendered page and a browser without the observer pin nothing.
 */
export function usePinnedRow(): { offScreen: boolean; rowRef: (element: HTMLElement | null) => void } {
  const [row, setRow] = useState<HTMLElement | null>(null);
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    if (!row || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOffScreen(!entry.isIntersecting);
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [row]);
  const rowRef = useCallback((element: HTMLElement | null) => setRow(element), []);
  return { offScreen: offScreen && row !== null, rowRef };
}
