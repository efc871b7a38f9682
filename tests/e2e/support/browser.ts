// Chromium through playwright-core (Debian's binary, no download) and axe on every page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumArgs, chromiumEnv, chromiumPath } from '../../../scripts/chromium.mjs';
import { englishOnPage } from './language';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol rather than a <script> tag, so the page's strict CSP stays on.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

// Only the bundled fonts, as the story tests (docs/decisions/0054): a journey measures and sees the same text
// whatever font packages the host has.
// Service workers are blocked in every context unless a journey asks for them (`serviceWorkers: 'allow'`,
// tests/e2e/pwa.test.ts; decision 0068): a worker would precache the whole build in each of the suite's
// contexts, and answer requests that a journey's `page.route` means to hold or count.
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    env: chromiumEnv(),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

export async function openPage(
  browser: Browser,
  url: string,
  options: { viewport?: keyof typeof viewports; language?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports[options.viewport ?? 'desktop'] });
  if (options.language) {
    // As the site keeps a chosen language: in localStorage, and in the cookie the server renders by.
    await context.addInitScript((language) => localStorage.setItem('language', language), options.language);
    await context.addCookies([
      { name: 'arena_lang', value: options.language, domain: new URL(url).hostname, path: '/' },
    ]);
  }
  const page = await context.newPage();
  await page.goto(url);
  await waitForApp(page);
  return { context, page };
}

/**
 * Waits until the app has taken the page over (`<html data-app="ready">`, set after the first commit): a
 * visitor's page arrives server-rendered and its modules load after it has painted, so the load event
 * comes before its buttons and forms are the app's (docs/decisions/0031).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe (WCAG 2.x A and AA rules) and returns readable violations: the tests expect none. On a
 * right-to-left page (Arabic, Urdu) it also reports English words left on it (issue 13: no English on an
 * Arabic page, server errors included), so every e2e view checked for accessibility is checked for that too.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  const readable = (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'ar' && lang !== 'ur') return readable;
  return [...readable, ...(await englishOnPage(page)).map((word) => `English on an ${lang} page: ${word}`)];
}
