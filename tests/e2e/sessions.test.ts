// Sign-in sessions end to end (issue 30, docs/decisions/0049), in English and Arabic: a player signed in
// in two browsers sees both sessions in Profile → Security (this one badged), ends the other, and the other
// browser's next authenticated request signs it out. axe clean. Real server, real Chromium.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call } from './support/api';
import { axeViolations, launchBrowser, waitForApp } from './support/browser';
import { signedInPage } from './support/journeys';

type Words = {
  profile: {
    security: {
      sessions: { list: string; thisDevice: string; endSession: string; browserOnOs: string; empty: string };
    };
  };
};
const load = async (language: 'en' | 'ar') =>
  JSON.parse(await readFile(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Words;

const agents = {
  laptop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** A signed-in session of `email` as a device with this user agent and device id would start it. */
const signIn = async (email: string, password: string, device: keyof typeof agents) =>
  (
    await call<{ access_token: string }>('/api/auth/login', {
      method: 'POST',
      body: { email, password },
      headers: { 'user-agent': agents[device], 'x-device-id': `${device}-${Date.now()}` },
    })
  ).access_token;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Profile → Security sessions', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`lists two sessions and ends the other one (${language})`, async () => {
      const words = (await load(language)).profile.security.sessions;
      const email = `sessions-${language}-${Date.now()}@example.com`;
      const password = `sessions-${language}-player-1`;
      await call('/api/auth/register', {
        method: 'POST',
        body: {
          name: 'Session Tester',
          email,
          password,
          passwordConfirm: password,
          country: 'AE',
          dob: '1998-03-03',
        },
      });
      const laptop = await signedInPage(browser, await signIn(email, password, 'laptop'), { language });
      const phone = await signedInPage(browser, await signIn(email, password, 'phone'), { language });
      try {
        await laptop.page.goto(`${baseUrl}/profile?tab=security`);
        await waitForApp(laptop.page);
        const list = laptop.page.getByRole('list', { name: words.list });
        await list.getByRole('listitem').nth(1).waitFor();
        const rows = list.getByRole('listitem');
        expect(await rows.count()).toBe(2);
        const phoneName = words.browserOnOs.replace('{{browser}}', 'Safari 17').replace('{{os}}', 'iOS 17');
        // The phone signed in last, so it is first; this browser's session carries the badge.
        expect(await rows.nth(0).textContent()).toContain(phoneName);
        expect(await rows.nth(1).textContent()).toContain(words.thisDevice);
        expect(await axeViolations(laptop.page)).toEqual([]);

        // The phone works until its session is ended here.
        await phone.page.goto(`${baseUrl}/profile?tab=security`);
        await waitForApp(phone.page);
        await phone.page.getByRole('list', { name: words.list }).getByRole('listitem').nth(1).waitFor();
        expect(new URL(phone.page.url()).pathname).toBe('/profile');

        await rows
          .nth(0)
          .getByRole('button', { name: new RegExp(`^${words.endSession}`) })
          .click();
        await laptop.page.getByText(words.empty).waitFor();
        expect(await rows.count()).toBe(1);
        expect(await axeViolations(laptop.page)).toEqual([]);

        // Its next authenticated request is refused: the phone is signed out and sent to sign in.
        await phone.page.reload();
        await phone.page.waitForURL((url) => url.pathname === '/join', { timeout: 15_000 });
        expect(await phone.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      } finally {
        await laptop.context.close();
        await phone.context.close();
      }
    });
  }
});
