// Chromium through playwright-core (Debian's binary, no download) and axe on every page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { englishOnPage } from './language';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol rather than a <script> tag, so the page's strict CSP stays on.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

export async function openPage(
  browser: Browser,
  url: string,
  options: { viewport?: keyof typeof viewports; language?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports[options.viewport ?? 'desktop'] });
  if (options.language) {
    await context.addInitScript((language) => localStorage.setItem('language', language), options.language);
  }
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
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
