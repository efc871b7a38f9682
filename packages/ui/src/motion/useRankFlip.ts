import { useCallback, useLayoutEffect, useRef } from 'react';

/** How long a row takes to slide from its old place to its new one. */
export const rankFlipMs = 300;
/** How long a moved row's highlight takes to fade. */
export const rankHighlightMs = 1600;

interface Place {
  rank: number;
  left: number;
  top: number;
}

/** True when the reader asked for less motion (or the browser cannot say). */
function reducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Live leaderboards (docs/decisions/0033-live-leaderboards.md): a row whose rank changed slides from
 * where it was to where it is now (FLIP: measure after the new layout, start it translated back to the
 * old place, animate the transform to none). Rows that kept their rank, new rows and the first render
 * do not move; under `prefers-reduced-motion: reduce` nothing moves. With `highlight`, a row whose rank
 * changed also flashes that background colour, fading out (motion or not). Positions are the elements'
 * offsets within their offset parent (the table, the list), so scrolling the page moves nothing.
 *
 * `items` are the rows in order with their key and rank; give each row element `ref={flipRef(key)}`.
 */
export function useRankFlip(
  items: readonly { key: string; rank: number }[],
  options: { highlight?: string } = {},
) {
  const { highlight } = options;
  const elements = useRef(new Map<string, HTMLElement>());
  const places = useRef(new Map<string, Place>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());

  useLayoutEffect(() => {
    const still = reducedMotion();
    const next = new Map<string, Place>();
    for (const { key, rank } of items) {
      const element = elements.current.get(key);
      if (!element) continue;
      const place = { rank, left: element.offsetLeft, top: element.offsetTop };
      next.set(key, place);
      const before = places.current.get(key);
      if (!before || before.rank === rank || typeof element.animate !== 'function') continue;
      // A brief highlight on a row that moved (issue 34): a colour fading out, not motion, so it shows
      // under reduced motion too.
      if (highlight)
        element.animate([{ backgroundColor: highlight }, { backgroundColor: 'transparent' }], {
          duration: rankHighlightMs,
          easing: 'ease-out',
        });
      if (still) continue;
      const dx = before.left - place.left;
      const dy = before.top - place.top;
      if (dx === 0 && dy === 0) continue;
      element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: rankFlipMs,
        easing: 'cubic-bezier(0.2, 0, 0, 1)',
      });
    }
    places.current = next;
  });

  // One stable callback per key, so React does not detach and re-attach every row on each render.
  return useCallback((key: string) => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) elements.current.set(key, element);
        else {
          elements.current.delete(key);
          refs.current.delete(key);
        }
      };
      refs.current.set(key, ref);
    }
    return ref;
  }, []);
}
