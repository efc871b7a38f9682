// Lighthouse as the web benchmarks run it (bench/web.ts, bench/web-ab.ts): Debian's Chromium through
// chrome-launcher, Lighthouse's performance audit with its mobile defaults, each page fetched twice just
// before each run so Lighthouse meets a warm server. The BENCH_SCRIPTS, BENCH_SHIFTS, BENCH_TASKS,
// BENCH_LCP and BENCH_LANTERN switches (bench/web.ts) print more about each run; a run given a session
// (BENCH_SIGNED_IN, support/signed-in.ts) is of a signed-in player's browser.
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { giveSession } from './signed-in';
import type { BrowserSession } from './signed-in';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface Figures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  scriptKiB: number;
  ttfb: number;
  /** Lighthouse's measure of this host's speed (environment.benchmarkIndex): higher is faster. */
  benchmarkIndex: number;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** handleSIGINT false: the caller kills Chromium on ctrl-C itself (chrome-launcher's own handler exits at once). */
export function launchChrome({ handleSIGINT = true } = {}) {
  return chromeLauncher.launch({
    chromePath,
    handleSIGINT,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** The demo data's first challenge and the leaderboard's top player, for their pages. */
export async function demoIds(origin: string) {
  const list = (await (await fetch(`${origin}/api/challenge/list`)).json()) as { data: { id: string }[] };
  const board = (await (await fetch(`${origin}/api/public-profile/leaderboard`)).json()) as {
    data: { leaderboard: { id: string }[] };
  };
  const challengeId = list.data[0]?.id;
  const playerId = board.data.leaderboard[0]?.id;
  if (!challengeId || !playerId) throw new Error('the demo data has no challenge or no player');
  return { challengeId, playerId };
}

/** BENCH_PAGES=/public-profile,/about: only the pages starting so (`/` is the landing page alone). */
export function choosePages(pages: string[]) {
  const only = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
  return only.length > 0
    ? pages.filter((page) => only.some((start) => (start === '/' ? page === '/' : page.startsWith(start))))
    : pages;
}

/** One Lighthouse run of `url` in `language` (its cookie and Accept-Language), signed in when given a
 * session; null when Lighthouse could not record it (e.g. NO_NAVSTART), to be run again. */
export async function audit(
  url: string,
  port: number,
  language: string,
  session: BrowserSession | null = null,
): Promise<Figures | null> {
  // Twice, as by two readers: a page asked for again is sent with its smaller brotli once that is made
  // (http/server-render.ts sendHtml), ~0.1 s later. A signed-in browser is answered the single-page shell.
  for (let reader = 0; reader < 2; reader++) {
    await fetch(url, {
      headers: {
        accept: 'text/html',
        'accept-encoding': 'br',
        cookie: `arena_lang=${language}${session ? '; arena_signed_in=1' : ''}`,
        'accept-language': language,
      },
    }).then((answer) => answer.arrayBuffer());
  }
  if (session) await giveSession(port, new URL(url).origin, session, language);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed in, the browser's own cookies carry the language too (an extra Cookie header would stand
      // in for them all, the session's included).
      extraHeaders: session
        ? { 'Accept-Language': language }
        : { Cookie: `arena_lang=${language}`, 'Accept-Language': language },
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError, environment } = result.lhr;
  if (runtimeError) {
    console.info(`    ${url}: Lighthouse ${runtimeError.code} ${runtimeError.message} (run again)`);
    return null;
  }
  // A session the server or the app did not take would end on /join (a visitor's page): not this page.
  const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (session && shown !== new URL(url).pathname)
    throw new Error(`signed in, ${url} ended on ${shown}: the browser did not keep the session`);
  const numeric = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
  const requests = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  if (process.env.BENCH_SCRIPTS) {
    // Which scripts were transferred (BENCH_SCRIPTS=1), to find what a page loads that it need not.
    for (const item of (requests ?? []) as { resourceType?: string; transferSize?: number; url?: string }[])
      if (item.resourceType === 'Script')
        console.info(`    ${((item.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KiB ${item.url ?? ''}`);
  }
  if (process.env.BENCH_SHIFTS) {
    // What moved (BENCH_SHIFTS=1): Lighthouse's layout-shift culprits, to find what to size.
    const shifts = (
      audits['layout-shifts']?.details as { items?: { score?: number; node?: { snippet?: string } }[] }
    )?.items;
    for (const shift of shifts ?? []) {
      console.info(`    shift ${shift.score?.toFixed(3)} ${shift.node?.snippet?.slice(0, 140) ?? ''}`);
    }
  }
  if (process.env.BENCH_TASKS) {
    // The main thread's long tasks (BENCH_TASKS=1), simulated: what the blocking time is made of.
    type Task = { url?: string; duration?: number; startTime?: number };
    const tasks = (audits['long-tasks']?.details as { items?: Task[] } | undefined)?.items ?? [];
    for (const task of tasks)
      console.info(
        `    long task ${Math.round(task.startTime ?? 0)} ms +${Math.round(task.duration ?? 0)} ms ${task.url ?? ''}`,
      );
    type Work = { groupLabel?: string; duration?: number };
    const work =
      (audits['mainthread-work-breakdown']?.details as { items?: Work[] } | undefined)?.items ?? [];
    console.info(
      `    main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`,
    );
  }
  if (process.env.BENCH_LCP) {
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    console.info(
      `    observed (unthrottled): FCP ${Math.round(observed?.observedFirstContentfulPaint ?? 0)} ms, LCP ${Math.round(observed?.observedLargestContentfulPaint ?? 0)} ms, load ${Math.round(observed?.observedLoad ?? 0)} ms`,
    );
    // What the largest paint was and where its time went (BENCH_LCP=1), from Lighthouse's LCP breakdown
    // insight: the element, then its subparts (time to first byte, resource load delay and duration,
    // element render delay), as observed (unthrottled), not simulated.
    type Row = { label?: string; duration?: number };
    type Part = { type: string; items?: Row[]; snippet?: string; nodeLabel?: string };
    const details = audits['lcp-breakdown-insight']?.details as { items?: Part[] } | undefined;
    for (const part of details?.items ?? []) {
      if (part.type === 'node')
        console.info(`    lcp element ${part.snippet ?? ''} "${part.nodeLabel ?? ''}"`);
      for (const row of part.items ?? [])
        console.info(`    lcp ${row.label}: ${Math.round(row.duration ?? 0)} ms`);
    }
  }
  if (process.env.BENCH_LANTERN) {
    // Why the simulated LCP is what it is (BENCH_LANTERN=1): Lighthouse's mobile figures are a simulation
    // (Lantern) of the observed load on a slow 4G link and a 4x slower CPU, and its LCP is when the last
    // request or task before the observed largest paint ends there. The six ending last, with their
    // simulated start and end (network: the path and bytes transferred; cpu: the observed task length).
    type Timing = { startTime: number; endTime: number };
    type GraphNode = { type: string; duration?: number; request?: { url: string; transferSize: number } };
    const timings = (Simulator.allNodeTimings as Map<string, Map<GraphNode, Timing>>).get(
      'optimisticLargestContentfulPaint',
    );
    const rows = [...(timings ?? [])].sort(([, a], [, b]) => b.endTime - a.endTime).slice(0, 6);
    for (const [node, timing] of rows) {
      const what = node.request
        ? `${new URL(node.request.url).pathname} ${(node.request.transferSize / 1024).toFixed(1)} KiB`
        : `cpu task ${Math.round((node.duration ?? 0) / 1000)} ms observed`;
      console.info(`    lantern ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms ${what}`);
    }
  }
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    scriptKiB: scriptBytes / 1024,
    ttfb: numeric('server-response-time'),
    benchmarkIndex: environment.benchmarkIndex,
  };
}
