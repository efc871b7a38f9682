import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { ChallengeLeaderboard, type ChallengeLeaderboardRow } from '../ChallengeLeaderboard';
import { LeaderboardPodium, type LeaderboardEntry } from '../LeaderboardPodium';
import { rankFlipMs, rankHighlightMs } from './useRankFlip';

// Live leaderboards (decision 0033): after a refresh, a row whose rank changed is animated from its old
// place to its new one (FLIP); rows that kept their rank, new rows and the first render are not; under
// prefers-reduced-motion: reduce nothing is. jsdom lays nothing out, so each element's offset is its
// index among its siblings times 40 px, and Element.animate is a spy.
const rowHeight = 40;
let animate: ReturnType<typeof vi.fn>;
let reduce = false;

beforeEach(() => {
  reduce = false;
  animate = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement ? [...this.parentElement.children].indexOf(this) * rowHeight : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', {
    configurable: true,
    writable: true,
    value: animate,
  });
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })),
  );
});

afterEach(() => {
  delete (HTMLElement.prototype as { offsetTop?: number }).offsetTop;
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
  vi.unstubAllGlobals();
});

const row = (userId: string, rank: number, score: number): ChallengeLeaderboardRow => ({
  userId,
  rank,
  name: `Player ${userId}`,
  score,
  bonusScore: 0,
  gamesPlayed: 1,
});

const table = (rows: ChallengeLeaderboardRow[]) => (
  <ArenaThemeProvider lang="en">
    <ChallengeLeaderboard rows={rows} />
  </ArenaThemeProvider>
);

/** The element each animate call ran on (its text names the player), with the keyframes it got. */
const animated = () =>
  animate.mock.contexts.map((element, index) => [
    (element as HTMLElement).textContent?.match(/Player ([a-z])/)?.[1],
    animate.mock.calls[index]![0],
    animate.mock.calls[index]![1],
  ]);

const moves = (frames: unknown) => Array.isArray(frames) && frames.some((frame) => 'transform' in frame);
/** The slides (transform keyframes) with the row they ran on. */
const slides = () => animated().filter(([, keyframes]) => moves(keyframes));
/** The rows that flashed: a background fading over rankHighlightMs. */
const flashes = () =>
  animated()
    .filter(
      ([, keyframes, timing]) =>
        !moves(keyframes) && (timing as { duration?: number } | undefined)?.duration === rankHighlightMs,
    )
    .map(([name]) => name);

function rerenderWith(first: ReactElement, second: ReactElement) {
  const view = render(first);
  expect(animate).not.toHaveBeenCalled();
  view.rerender(second);
  return view;
}

describe('rank changes animate (FLIP)', () => {
  it('slides the rows whose rank changed from their old place, and only those', () => {
    rerenderWith(
      table([row('a', 1, 900), row('b', 2, 800), row('c', 3, 700)]),
      table([row('b', 1, 1_000), row('a', 2, 900), row('c', 3, 700)]),
    );
    const timing = { duration: rankFlipMs, easing: 'cubic-bezier(0.2, 0, 0, 1)' };
    expect(slides()).toEqual([
      // b was one row lower: it starts 40 px down and rises; a starts 40 px up and drops.
      ['b', [{ transform: `translate(0px, ${rowHeight}px)` }, { transform: 'none' }], timing],
      ['a', [{ transform: `translate(0px, -${rowHeight}px)` }, { transform: 'none' }], timing],
    ]);
    // And each flashes briefly (issue 34): a background fading out over rankHighlightMs.
    expect(flashes()).toEqual(['b', 'a']);
  });

  it('does not move a refresh that changes only scores, nor a new player', () => {
    rerenderWith(
      table([row('a', 1, 900), row('b', 2, 800)]),
      table([row('a', 1, 950), row('b', 2, 850), row('n', 3, 10)]),
    );
    expect(animate).not.toHaveBeenCalled();
  });

  it('moves nothing when the reader prefers reduced motion; the moved rows still flash (a colour, not motion)', () => {
    reduce = true;
    rerenderWith(table([row('a', 1, 900), row('b', 2, 800)]), table([row('b', 1, 1_000), row('a', 2, 900)]));
    expect(slides()).toEqual([]);
    expect(flashes()).toEqual(['b', 'a']);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('slides the landing podium players who swapped steps', () => {
    const podium = (entries: LeaderboardEntry[]) => (
      <ArenaThemeProvider lang="en">
        <LeaderboardPodium label="Top players" entries={entries} hrefFor={(id) => `/public-profile/${id}`} />
      </ArenaThemeProvider>
    );
    const entry = (id: string, rank: number): LeaderboardEntry => ({
      id,
      rank,
      name: `Player ${id}`,
      photo: null,
    });
    rerenderWith(
      podium([entry('a', 1), entry('b', 2), entry('c', 3)]),
      podium([entry('b', 1), entry('a', 2), entry('c', 3)]),
    );
    // The podium shows 2, 1, 3: b moves from the first place to the second, a the other way.
    expect(animated().map(([name, keyframes]) => [name, keyframes])).toEqual([
      ['b', [{ transform: `translate(0px, -${rowHeight}px)` }, { transform: 'none' }]],
      ['a', [{ transform: `translate(0px, ${rowHeight}px)` }, { transform: 'none' }]],
    ]);
  });
});
