// Operators' security end to end (issue 29): a player promoted to admin signs in at /join with a password,
// is sent by the console to set up two-step sign-in (QR code and key, the first code, ten recovery codes),
// signs out and back in through the code step with the next step's code. A large payout (5,000 crystals,
// PAYOUTS_SECOND_APPROVAL_CRYSTALS) needs two operators: the new admin's approval only records the first,
// the row says who gave it and they cannot give the second; the demo admin, in Arabic, signs in with their
// code and gives it, the payout goes to the provider, and the audit log names both. Real server, real
// Chromium, axe on every step (and no English on the Arabic ones).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  apiUrl,
  baseUrl,
  call,
  demoAdmin,
  freshTotpCode,
  login,
  newVerifiedPlayer,
} from './support/api';
import { axeViolations, launchBrowser, openPage, waitForApp } from './support/browser';
import { createChallenge, linkRiotAccount, waitForChallengeStatus } from './support/challenges';

type Words = {
  join: { email: string; password: string; submitLogin: string };
  server: { auth: { mfa: { invalidCode: string } } };
  /** The console's enrolment page (AuthenticatorEnrolment). */
  twoStepSetup: {
    title: string;
    manual: string;
    qrAlt: string;
    codeLabel: string;
    submit: string;
    recoveryTitle: string;
    finish: string;
  };
  /** The code step (SecondFactorForm). */
  secondFactor: { form: { title: string; codeLabel: string; submit: string } };
  admin: {
    common: { actions: string };
    nav: { label: string };
    ledger: { heading: string };
    payouts: {
      title: string;
      approve: string;
      approveSecond: string;
      awaitingSecond: string;
      firstApproved: string;
      approved: string;
      confirm: { title: string; description: string; descriptionFirst: string; confirm: string };
    };
  };
};
const load = (language: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Words;
const en = load('en');
const ar = load('ar');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A 1×1 PNG: the sandbox identity check verifies a passport file at once unless its name says "review".
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Wallet = { crystalsAvailable: number };
type Payout = { id: string; userId: string; crystals: number; status: string };
type AuditEntry = { action: string; actor: { id: string; email: string } | null; targetId: string };

/**
 * A verified player with 6,000 prize crystals and a verified passport: their own free League challenge
 * (a single $120 prize, created through the operator API so no other journey touches it), a sandbox
 * match once the server's lifecycle has started it, and the operator ends it now.
 */
async function playerWithCrystals(admin: string) {
  const player = await newVerifiedPlayer('foureyes', `Rania Fourfold ${Date.now() % 100_000}`);
  const name = (await call<{ data: { user: { name: string } } }>('/api/users/me', { token: player.token }))
    .data.user.name;
  await linkRiotAccount(player.token, `Eyes${Date.now() % 1_000_000}`);
  const challengeId = await createChallenge(admin, {
    title: `Four Eyes Cup ${Date.now() % 1_000_000}`,
    gameId: 'lol',
    preset: 'free',
    startsAt: new Date(Date.now() + 3_000),
    minPlayers: 1,
    prizes: [{ title: 'First place', valueCents: 12_000 }],
  });
  await call('/api/challenge/enroll', { method: 'POST', token: player.token, body: { challengeId } });
  await waitForChallengeStatus(challengeId, 1);
  await call('/sandbox/matches', {
    method: 'POST',
    token: player.token,
    body: {
      gameId: 'lol',
      stats: { kills: 20, deaths: 1, assists: 10, cs: 200, visionScore: 30, win: true },
    },
  });
  await call(`/api/admin/challenges/${challengeId}/finish-now`, { method: 'POST', token: admin, body: {} });
  const wallet = await call<Wallet>('/api/wallet/get', { token: player.token });
  expect(wallet.crystalsAvailable).toBe(6_000);

  const form = new FormData();
  form.append('passport', new Blob([png], { type: 'image/png' }), 'passport.png');
  const uploaded = await fetch(`${apiUrl}/api/passport-verification/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${player.token}` },
    body: form,
  });
  expect(((await uploaded.json()) as { data: { status: string } }).data.status).toBe('verified');
  return { ...player, name };
}

/** /join's login form, in the page's language: email, password, the submit button. */
async function submitPassword(page: Page, words: Words, email: string, password: string) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByRole('tabpanel');
  await form.getByLabel(words.join.email, { exact: false }).fill(email);
  await form.getByLabel(words.join.password, { exact: false }).fill(password);
  await form.getByRole('button', { name: words.join.submitLogin, exact: true }).click();
}

/** The code step after the password, in the page's language: its heading, then the code and Verify. */
async function codeStep(page: Page, words: Words) {
  const form = words.secondFactor.form;
  const step = page.getByRole('region', { name: form.title });
  await step.waitFor();
  return {
    step,
    submit: async (code: string) => {
      await step.getByLabel(form.codeLabel, { exact: false }).fill(code);
      await step.getByRole('button', { name: form.submit, exact: true }).click();
    },
  };
}

/**
 * axe (and, on an Arabic page, no English) as a soft check: a finding fails the test and is reported with
 * `where`, and the journey goes on, so one run reports every page's findings and every later step.
 */
async function axeClean(page: Page, where: string): Promise<void> {
  expect.soft(await axeViolations(page), where).toEqual([]);
}

describe('operator security', () => {
  it('a new admin sets up two-step sign-in, and a large payout needs a second operator', async () => {
    const admin = await adminToken();
    // The player's crystals take one lifecycle tick (up to 30 s): prepared while the admin enrols.
    const funded = playerWithCrystals(admin);
    funded.catch(() => {}); // awaited below; a failure there is reported there

    // a. A new account, verified, promoted to admin by the demo admin.
    const operator = await newVerifiedPlayer('secops', `Noor Secops ${Date.now() % 100_000}`);
    const operatorName = (
      await call<{ data: { user: { name: string } } }>('/api/users/me', { token: operator.token })
    ).data.user.name;
    await call(`/api/admin/users/${operator.userId}/role`, {
      method: 'PUT',
      token: admin,
      body: { role: 'admin' },
    });
    // The new role ends the old sessions; signed in again, without a second factor the operator API
    // says so, even to an admin.
    const promoted = await login(operator.email, operator.password);
    const refused = await fetch(`${apiUrl}/api/admin/payouts`, {
      headers: { authorization: `Bearer ${promoted}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Set up two-step sign-in');

    const { context, page } = await openPage(browser, `${baseUrl}/join`);
    try {
      // b. Password at /join, then /admin: the enrolment page.
      await submitPassword(page, en, operator.email, operator.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/join'));
      await page.goto(`${baseUrl}/admin`);
      await waitForApp(page);
      await page.getByRole('heading', { name: en.twoStepSetup.title, level: 2 }).waitFor();
      await page.getByRole('img', { name: en.twoStepSetup.qrAlt }).waitFor();
      const key = page.getByText(en.twoStepSetup.manual).locator('xpath=following-sibling::code');
      await expect.poll(() => key.textContent()).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      await axeClean(page, 'the enrolment page (key and QR code)');
      const secret = ((await key.textContent()) ?? '').replace(/\s+/g, '');
      expect(secret.length).toBeGreaterThanOrEqual(16);
      const firstCode = await freshTotpCode(secret);
      await page.getByLabel(en.twoStepSetup.codeLabel, { exact: false }).fill(firstCode);
      await page.getByRole('button', { name: en.twoStepSetup.submit }).click();
      const codes = page.getByRole('list', { name: en.twoStepSetup.recoveryTitle });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').allTextContents()).toEqual(
        Array.from({ length: 10 }, () => expect.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/)),
      );
      await axeClean(page, 'the enrolment page (recovery codes)');
      await page.getByRole('button', { name: en.twoStepSetup.finish }).click();
      await page.getByRole('heading', { name: en.admin.ledger.heading, level: 1 }).waitFor();
      await page.getByRole('navigation', { name: en.admin.nav.label }).waitFor();

      // Sign out; back to the console, the code step after the password. The enrolment's code is never
      // accepted twice; the authenticator's next code (the next 30-second step) is.
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL(`${baseUrl}/join`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.goto(`${baseUrl}/admin`);
      await page.waitForURL(`${baseUrl}/join?from=%2Fadmin`);
      await submitPassword(page, en, operator.email, operator.password);
      const signIn = await codeStep(page, en);
      await axeClean(page, 'the code step at /join');
      await signIn.submit(firstCode);
      await signIn.step.getByText(en.server.auth.mfa.invalidCode).waitFor();
      expect(new URL(page.url()).pathname).toBe('/join');
      await signIn.submit(await freshTotpCode(secret));
      await page.waitForURL(`${baseUrl}/admin`);
      await page.getByRole('heading', { name: en.admin.ledger.heading, level: 1 }).waitFor();

      // c. A withdrawal of 5,000 crystals: the new admin's approval is only the first.
      const player = await funded;
      await call('/api/withdrawal/request', {
        method: 'POST',
        token: player.token,
        body: { crystalAmount: 5_000, paymentEmail: player.email },
      });
      const pending = await call<{ data: Payout[]; secondApprovalFromCrystals: number }>(
        '/api/admin/payouts?status=pending',
        { token: admin },
      );
      expect(pending.secondApprovalFromCrystals).toBe(5_000);
      const payout = pending.data.find((row) => row.userId === player.userId);
      expect(payout).toMatchObject({ crystals: 5_000, status: 'pending' });

      await page.goto(`${baseUrl}/admin/payouts`);
      await page.getByRole('heading', { name: en.admin.payouts.title, level: 1 }).waitFor();
      const rowLabel = `${escape(player.name)}, 5,000 crystals`;
      // The row's decisions are in its Actions menu (issue 34).
      const actions = page.getByRole('button', {
        name: new RegExp(`^${en.admin.common.actions}: ${rowLabel}`),
      });
      await actions.click();
      await page.getByRole('menuitem', { name: en.admin.payouts.approve, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: en.admin.payouts.confirm.title });
      await confirm.waitFor();
      await confirm.getByText(en.admin.payouts.confirm.descriptionFirst).waitFor();
      await axeClean(page, 'the confirm dialog of a first approval');
      await confirm.getByRole('button', { name: en.admin.payouts.confirm.confirm }).click();
      await page.getByText(en.admin.payouts.firstApproved).waitFor();
      const row = page.getByRole('row').filter({ hasText: player.name });
      await row
        // The name is isolated (U+2068 … U+2069) so that it reads right inside an Arabic sentence.
        .getByText(en.admin.payouts.awaitingSecond.replace('{{name}}', `\u2068${operatorName}\u2069`), {
          exact: false,
        })
        .waitFor();
      await actions.click();
      const second = page.getByRole('menuitem', { name: en.admin.payouts.approveSecond });
      await second.waitFor();
      expect(await second.getAttribute('aria-disabled')).toBe('true');
      await axeClean(page, '/admin/payouts after the first approval');
      await page.keyboard.press('Escape');
      const stillPending = await call<{
        data: (Payout & { firstApproval: { operatorId: string } | null })[];
      }>('/api/admin/payouts?status=pending', { token: admin });
      expect(stillPending.data.find((row) => row.id === payout!.id)?.firstApproval?.operatorId).toBe(
        operator.userId,
      );
    } finally {
      await context.close();
    }

    // d. The demo admin, in Arabic: the console sends them to /join, the code step, the second approval.
    const arabic = await openPage(browser, `${baseUrl}/admin/payouts`, { language: 'ar' });
    try {
      const { page: arPage } = arabic;
      await arPage.waitForURL(`${baseUrl}/join?from=%2Fadmin%2Fpayouts`);
      await submitPassword(arPage, ar, demoAdmin.email, demoAdmin.password);
      const signIn = await codeStep(arPage, ar);
      await expect.poll(() => arPage.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await axeClean(arPage, 'the code step at /join in Arabic');
      await signIn.submit(await freshTotpCode(demoAdmin.totpSecret));
      await arPage.waitForURL(`${baseUrl}/admin/payouts`);
      await arPage.getByRole('heading', { name: ar.admin.payouts.title, level: 1 }).waitFor();
      const player = await funded;
      await arPage
        .getByRole('button', { name: new RegExp(`^${ar.admin.common.actions}: ${escape(player.name)}`) })
        .click();
      const giveSecond = arPage.getByRole('menuitem', { name: ar.admin.payouts.approveSecond });
      await giveSecond.waitFor();
      expect(await giveSecond.getAttribute('aria-disabled')).toBeNull();
      await arPage.waitForLoadState('networkidle');
      await axeClean(arPage, '/admin/payouts in Arabic, waiting for the second approval');
      await giveSecond.click();
      const confirm = arPage.getByRole('dialog', { name: ar.admin.payouts.confirm.title });
      await confirm.getByText(ar.admin.payouts.confirm.description).waitFor();
      await axeClean(arPage, 'the confirm dialog of the second approval in Arabic');
      await confirm.getByRole('button', { name: ar.admin.payouts.confirm.confirm }).click();
      await arPage.getByText(ar.admin.payouts.approved).waitFor();
      await axeClean(arPage, '/admin/payouts in Arabic after the second approval');
    } finally {
      await arabic.context.close();
    }

    const player = await funded;
    const processing = await call<{ data: Payout[] }>('/api/admin/payouts?status=processing', {
      token: await adminToken(),
    });
    const sent = processing.data.find((row) => row.userId === player.userId);
    expect(sent).toMatchObject({ crystals: 5_000, status: 'processing' });

    // e. The audit log: the first approval by the new admin, the approval that sent it by the demo admin.
    const audit = await call<{ data: AuditEntry[] }>(
      `/api/admin/audit-log?targetType=withdrawal&targetId=${encodeURIComponent(sent!.id)}`,
      { token: await adminToken() },
    );
    expect(audit.data.map((entry) => [entry.action, entry.actor?.email])).toEqual(
      expect.arrayContaining([
        ['withdrawal.firstApproval', operator.email],
        ['withdrawal.approve', demoAdmin.email],
      ]),
    );
  }, 300_000);
});
