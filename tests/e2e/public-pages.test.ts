// Public pages of spec §2 (about, contact, privacy, terms) in a real browser, in English and Arabic.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, openPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('contact page', () => {
  it('refuses a form without the required fields, then says Message Sent!', async () => {
    const { context, page } = await openPage(browser, `${baseUrl}/contact`, { viewport: 'phone' });
    try {
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Please fill in all required fields.');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Name', { exact: false }).first().fill('Aisha Khan');
      await page.locator('main').getByLabel('Email', { exact: false }).fill('aisha@example.com');
      await page.getByLabel('Message', { exact: false }).fill('When does the next Valorant challenge start?');
      // The subject is optional.
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
        .toBe('Message Sent!');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('static pages', () => {
  for (const [path, heading, arabicHeading] of [
    ['/about', 'About Arena', 'عن Arena'],
    ['/privacy', 'Privacy Policy', 'سياسة الخصوصية'],
    ['/terms', 'Terms of Service', 'شروط الخدمة'],
  ] as const) {
    it(`${path} renders and passes axe in English and Arabic`, async () => {
      for (const [language, expected] of [
        ['en', heading],
        ['ar', arabicHeading],
      ] as const) {
        const { context, page } = await openPage(browser, `${baseUrl}${path}`, { language });
        try {
          await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(expected);
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      }
    });
  }

  it('the terms state the minimum age of 13 and parental consent under 18', async () => {
    const { context, page } = await openPage(browser, `${baseUrl}/terms`);
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      const text = await page.locator('main').textContent();
      expect(text).toContain('at least 13 years old');
      expect(text).toContain('If you are under 18, you need the consent of a parent or legal guardian');
    } finally {
      await context.close();
    }
  });
});
