// Issue 31 end to end: a player registering from the Arabic page gets the verification mail in Arabic,
// right to left, and the sandbox mailbox shows it rendered (the HTML part in its sandboxed frame) above
// its text part. Real server, real Chromium, axe on the mailbox page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ar from '../../locales/ar.json' with { type: 'json' };
import { axeViolations, launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
const sandboxMailKey = inject('sandboxMailKey');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('mail in the player’s language', () => {
  it('a registration from the Arabic page gets an Arabic verification mail, shown rendered in the mailbox', async () => {
    const email = `e2e-ar-mail-${Date.now()}@example.com`;
    const { context, page } = await openPage(browser, `${baseUrl}/join`, { language: 'ar' });
    try {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('tab', { name: ar.join.register }).click();
      const form = page.getByRole('tabpanel');
      await form.getByLabel(ar.join.name, { exact: false }).fill('ليلى حداد');
      await form.getByLabel(ar.join.email, { exact: false }).fill(email);
      await form.getByLabel(ar.join.password, { exact: false }).fill('first-password-1');
      await form.getByLabel(ar.join.country, { exact: false }).selectOption('GB');
      await form.getByLabel(ar.join.dob, { exact: false }).fill('2001-04-12');
      await form.getByRole('button', { name: ar.join.submitRegister }).click();

      const outboxUrl = `${baseUrl.replace('localhost', '127.0.0.1')}/sandbox/mail.json?to=${encodeURIComponent(email)}&key=${sandboxMailKey}`;
      const outbox = async () =>
        (
          (await (await fetch(outboxUrl)).json()) as {
            data: { subject: string; text: string; html: string }[];
          }
        ).data;
      await expect.poll(async () => (await outbox()).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await outbox();
      const words = ar.notifications.mail;
      expect(mail!.subject).toBe(words.verifySubject);
      expect(mail!.html.split('\n')[0]).toBe('<div dir="rtl" lang="ar">');
      expect(mail!.text.split('\n')[0]).toBe('مرحبًا ليلى حداد،');
      expect(mail!.text).toContain(words.verifyIntro);

      // This browser's mailbox: the mail rendered, right to left, its link named in Arabic.
      await page.goto(`${baseUrl}/sandbox/mail`);
      const frame = page.frameLocator(`iframe[title="${words.verifySubject}"]`);
      await frame.getByRole('link', { name: words.verifyLink }).waitFor();
      expect(await frame.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await frame.locator('html').getAttribute('lang')).toBe('ar');
      expect(await frame.getByText(words.verifyExpiry).count()).toBe(1);
      // The text part below it keeps the link clickable.
      expect(await page.getByRole('link', { name: /verify-email/ }).count()).toBe(1);
      await page.screenshot({ path: '/tmp/hmail/mailbox-ar.png', fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
