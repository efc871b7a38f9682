// What a signed-in page load shifts (issue 34 row 8 and the inbox): a browser context that holds a
// returning player's session (the stored token, the `arena_signed_in` cookie) and records, before the
// page's scripts run, every 'layout-shift' entry not caused by input (the cumulative layout shift's own
// rule); the page's CPU slowed 4× through the DevTools protocol, as Lighthouse's mobile run does.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './api';

export type Shift = { value: number; at: number; sources: string[] };

export async function signedInShiftRecorder(
  browser: Browser,
  token: string,
  language: 'en' | 'ar',
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: 'arena_signed_in', value: '1', url: baseUrl }]);
  await context.addInitScript(
    ({ value, lang }) => {
      localStorage.setItem('token', value);
      localStorage.setItem('language', lang);
      const shifts: { value: number; at: number; sources: string[] }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      type ShiftEntry = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as ShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: (entry.sources ?? []).map((source) =>
              source.node instanceof Element
                ? `${source.node.tagName.toLowerCase()} ${source.node.getAttribute('aria-label') ?? ''} ${source.node.textContent?.slice(0, 40) ?? ''} ` +
                  `(${Math.round(source.previousRect.y)},${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.y)},${Math.round(source.currentRect.height)})`
                : String(source.node?.nodeName),
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    },
    { value: token, lang: language },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Once the page has settled (the caller waited for what it shows): the shifts recorded since it started. */
export async function recordedShifts(page: Page): Promise<Shift[]> {
  await page.locator('header [aria-busy="true"]').waitFor({ state: 'detached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  return (await page.evaluate('window.layoutShifts')) as Shift[];
}

export const totalShift = (shifts: readonly Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
