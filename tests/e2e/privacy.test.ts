// Data export and account deletion end to end (issue 30), in English and Arabic: a new player opens
// Profile → Privacy (axe clean, no English on the Arabic page), downloads their data (the file names them),
// then deletes their account with their password: the site signs out and says goodbye on /privacy, and
// the password no longer signs in. Real server, real Chromium.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, baseUrl, newPlayer } from './support/api';
import { axeViolations, launchBrowser, viewports, waitForApp } from './support/browser';

type Words = {
  profile: {
    privacy: {
      export: { download: string; done: string };
      delete: { password: string; acknowledge: string; submit: string; confirm: string };
    };
  };
  privacy: { goodbye: string };
};
const load = async (language: 'en' | 'ar') =>
  JSON.parse(await readFile(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Words;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Profile → Privacy', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`exports the data and deletes the account (${language})`, async () => {
      const words = await load(language);
      const name = language === 'en' ? 'Privacy Tester' : 'Layla Privacy';
      const player = await newPlayer(`privacy-${language}`, name);
      const context = await browser.newContext({ viewport: viewports.desktop, acceptDownloads: true });
      await context.addInitScript(
        ([token, lang]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('language', lang);
        },
        [player.token, language] as const,
      );
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}/profile?tab=privacy`);
        await waitForApp(page);
        const download = page.getByRole('button', { name: words.profile.privacy.export.download });
        await download.waitFor();
        await page.getByLabel(words.profile.privacy.delete.password, { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // The export: a JSON file named after the day, about this player.
        const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
        expect(file.suggestedFilename()).toBe(`arena-data-${new Date().toISOString().slice(0, 10)}.json`);
        const saved = await file.path();
        const data = JSON.parse(await readFile(saved, 'utf8')) as {
          profile: { name: string; email: string };
        };
        expect(data.profile).toMatchObject({ name, email: player.email });
        await page.getByText(words.profile.privacy.export.done).waitFor();

        // The deletion: password, acknowledgement, the dialog, then goodbye.
        await page.getByLabel(words.profile.privacy.delete.password, { exact: true }).fill(player.password);
        await page.getByLabel(words.profile.privacy.delete.acknowledge).check();
        await page.getByRole('button', { name: words.profile.privacy.delete.submit }).click();
        const dialog = page.getByRole('dialog');
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: words.profile.privacy.delete.confirm }).click();
        await page.waitForURL(/\/privacy\?account=deleted$/);
        await page.getByText(words.privacy.goodbye).waitFor();
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
        expect(await axeViolations(page)).toEqual([]);

        const again = await fetch(`${apiUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: player.email, password: player.password }),
        });
        expect(again.status).toBe(401);
      } finally {
        await context.close();
      }
    });
  }
});
