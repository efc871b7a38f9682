// Account notifications (issue 34 row 9, docs/decisions/0047-account-notifications.md): a passport verified
// or rejected (by an operator or the sandbox check) and a withdrawal paid or failed and refunded (by the
// provider's notification, the sandbox console, or reconciliation) each make exactly one inbox entry, in the
// transaction of the change, whatever repeats it; the inbox answers them with null challenge fields; the
// mail job mails them in the player's language, never when mail is off. The schema refuses an entry without
// its key. PGlite by default, PostgreSQL with DATABASE_URL; the ledger audit is clean after every test.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  notificationsResponseSchema,
  passportUploadResponseSchema,
  type Notification,
  type WithdrawalResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { readOrCreateSecret } from '../src/config';
import { auditLedger } from '../src/ledger/audit';
import type { MailMessage } from '../src/mail/mail-provider';
import { recordAccountNotice, recordPassportNotice } from '../src/notifications/account-notices';
import {
  sendNotificationMail,
  type NotificationMailDeps,
} from '../src/notifications/notification-mail-sender';
import { createUnsubscribeToken } from '../src/notifications/unsubscribe-token';
import { sandboxRejectionReason } from '../src/passport/identity-check-sandbox';
import { createReconciliationDeps, runReconciliation } from '../src/reconciliation/reconciliation-job';
import { sandboxPayoutsSignatureHeader, signSandboxPayoutEvent } from '../src/withdrawals/payout-provider';
import { sandboxPayoutsSecretFile } from '../src/withdrawals/register-withdrawals';
import { insertPayee, withdrawalFacts } from './support/payout-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, multipartFile, tinyPng, type TestUser } from './support/users-fixtures';

const jwtSecret = 'account-notices-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
const sandboxConfig = testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl });
const liveConfig = testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl, KYC_MODE: 'live' });
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let database: TestDatabase;
/** KYC_MODE=sandbox, and the sandbox payouts. */
let sandbox: FastifyInstance;
/** KYC_MODE=live: every passport waits for an operator. */
let live: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await buildApp(sandboxConfig, { database });
  live = await buildApp(liveConfig, { database });
  admin = await insertTestUser(database, jwtSecret, { role: 'admin', name: 'Olga Operator' });
});

afterAll(async () => {
  await sandbox.close();
  await live.close();
  await database.close();
});

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

// ----------------------------------------------------------------------------------------------
// Fixtures
// ----------------------------------------------------------------------------------------------

interface EntryRow {
  kind: string;
  challenge_id: string | null;
  subject_id: string | null;
  payload: Record<string, unknown> | null;
}

/** The player's account entries, oldest first. */
async function entriesOf(user: TestUser): Promise<EntryRow[]> {
  const { rows } = await database.query<EntryRow>(
    `select kind, challenge_id, subject_id, payload from notifications
      where user_id = $1 and challenge_id is null order by created_at, id`,
    [user.id],
  );
  return rows;
}

async function inbox(user: TestUser): Promise<{ items: Notification[]; unreadCount: number }> {
  const response = await sandbox.inject({ url: '/api/notifications', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return notificationsResponseSchema.parse(response.json());
}

async function upload(app: FastifyInstance, user: TestUser, fileName: string) {
  const form = multipartFile('passport', fileName, 'image/png', tinyPng);
  const response = await app.inject({
    method: 'POST',
    url: '/api/passport-verification/upload',
    payload: form.payload,
    headers: { ...bearer(user), ...form.headers },
  });
  expect(response.statusCode).toBe(200);
  return passportUploadResponseSchema.parse(response.json()).data;
}

const decide = (id: string, action: 'verify' | 'reject', reason?: string) =>
  live.inject({
    method: 'POST',
    url: `/api/admin/passports/${id}/${action}`,
    headers: bearer(admin),
    ...(action === 'reject' ? { payload: { reason } } : {}),
  });

async function passportRow(id: string) {
  const { rows } = await database.query<{
    id: string;
    user_id: string;
    status: string;
    rejection_reason: string | null;
  }>('select id, user_id, status, rejection_reason from passport_verifications where id = $1', [id]);
  return rows[0]!;
}

const sandboxKey = { 'x-sandbox-key': sandboxConfig.sandboxSecrets.mailOutboxKey ?? '' };

/** A withdrawal of 1,000 crystals of a player who had 3,000, approved: processing at the sandbox. */
async function approvedPayout(player?: TestUser): Promise<{ id: string; player: TestUser }> {
  const payee = player ?? (await insertPayee(database, jwtSecret, 3000));
  const requested = await sandbox.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(payee),
    payload: { crystalAmount: 1000, paymentEmail: 'winner@example.com' },
  });
  expect(requested.statusCode).toBe(201);
  const { data } = requested.json() as WithdrawalResponse;
  const approved = await sandbox.inject({
    method: 'POST',
    url: `/api/admin/payouts/${data.id}/approve`,
    headers: bearer(admin),
  });
  expect(approved.json()).toMatchObject({ data: { status: 'processing' } });
  return { id: data.id, player: payee };
}

/** The tester presses Pay or Fail on /sandbox/payouts; the notification arrives, or is lost on the way. */
async function decidePayout(withdrawalId: string, decision: 'pay' | 'fail', dropNotification = false) {
  const response = await sandbox.inject({
    method: 'POST',
    url: `/sandbox/payouts/${withdrawalId}/${decision}`,
    headers: sandboxKey,
    payload: { dropNotification, reason: 'Receiver account is closed' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ data: { changed: true } });
}

/** A PayPal payouts-item event, signed as the sandbox PayPal signs it (a redelivery or a late one). */
function payoutEvent(
  withdrawalId: string,
  eventType: string,
  eventId = `WH-${randomBytes(6).toString('hex')}`,
) {
  const raw = JSON.stringify({
    id: eventId,
    event_type: eventType,
    resource: { payout_item: { sender_item_id: withdrawalId }, errors: { message: 'Late failure' } },
  });
  const secret = readOrCreateSecret(sandboxConfig.dataDir, sandboxPayoutsSecretFile);
  return sandbox.inject({
    method: 'POST',
    url: '/api/payments/webhook/payouts',
    headers: {
      'content-type': 'application/json',
      [sandboxPayoutsSignatureHeader]: signSandboxPayoutEvent(secret, raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
}

function recordingMail() {
  const sent: MailMessage[] = [];
  return { sent, sendMail: async (message: MailMessage) => void sent.push(message) };
}

function mailDeps(): NotificationMailDeps & { sent: MailMessage[] } {
  const mail = recordingMail();
  return { database, mail, sent: mail.sent, publicUrl, secret: jwtSecret, log: quiet };
}

/** Settles every pending mail (other tests' entries too) so a test sees only its own. */
async function drainMail() {
  await sendNotificationMail(mailDeps(), new Date(), { batches: 1000 });
}

// ----------------------------------------------------------------------------------------------

describe('a passport decided', () => {
  it('an operator’s verify makes exactly one passport_verified entry; a racing verify and a retry make none', async () => {
    const player = await insertTestUser(database, jwtSecret);
    const { id } = await upload(live, player, 'passport.png');
    expect(await entriesOf(player)).toEqual([]);

    // Two operators press Verify at once: one decides, the other is told it is decided.
    const answers = await Promise.all([decide(id, 'verify'), decide(id, 'verify')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await decide(id, 'verify')).statusCode).toBe(409);
    // The same event recorded again (another instance, a retried transaction): nothing more.
    expect(await recordPassportNotice(database, await passportRow(id))).toBe(false);

    expect(await entriesOf(player)).toEqual([
      { kind: 'passport_verified', challenge_id: null, subject_id: id, payload: {} },
    ]);
    const { items, unreadCount } = await inbox(player);
    expect(unreadCount).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'passport_verified',
        challengeId: null,
        challengeTitle: null,
        gameId: null,
        endTime: null,
        readAt: null,
        result: null,
        refundedGCoins: null,
        rejectionReason: null,
        payout: null,
      }),
    ]);
  });

  it('an operator’s reject makes passport_rejected with the reason; a new upload verified later makes its own entry', async () => {
    const player = await insertTestUser(database, jwtSecret);
    const first = await upload(live, player, 'passport.png');
    expect((await decide(first.id, 'reject', '  The photo is blurred.  ')).statusCode).toBe(200);
    expect((await decide(first.id, 'reject', 'Again')).statusCode).toBe(409);
    expect(await entriesOf(player)).toEqual([
      {
        kind: 'passport_rejected',
        challenge_id: null,
        subject_id: first.id,
        payload: { reason: 'The photo is blurred.' },
      },
    ]);
    expect((await inbox(player)).items[0]).toMatchObject({
      kind: 'passport_rejected',
      challengeId: null,
      rejectionReason: 'The photo is blurred.',
      payout: null,
    });

    // Each upload is its own event: the second one's verification is a second entry.
    const second = await upload(live, player, 'passport-2.png');
    expect((await decide(second.id, 'verify')).statusCode).toBe(200);
    expect((await entriesOf(player)).map((entry) => [entry.kind, entry.subject_id])).toEqual([
      ['passport_rejected', first.id],
      ['passport_verified', second.id],
    ]);
    const { items } = await inbox(player);
    expect(items.map((item) => item.kind)).toEqual(['passport_verified', 'passport_rejected']);
  });

  it('the sandbox check decides at upload: verified and rejected (its reason) make entries, review none', async () => {
    const [verified, rejected, review] = await Promise.all([
      insertTestUser(database, jwtSecret),
      insertTestUser(database, jwtSecret),
      insertTestUser(database, jwtSecret),
    ]);
    const a = await upload(sandbox, verified!, 'passport.png');
    const b = await upload(sandbox, rejected!, 'reject-me.png');
    const c = await upload(sandbox, review!, 'review-me.png');
    expect([a.status, b.status, c.status]).toEqual(['verified', 'rejected', 'manual_review']);
    expect(await entriesOf(verified!)).toEqual([
      { kind: 'passport_verified', challenge_id: null, subject_id: a.id, payload: {} },
    ]);
    expect(await entriesOf(rejected!)).toEqual([
      {
        kind: 'passport_rejected',
        challenge_id: null,
        subject_id: b.id,
        payload: { reason: sandboxRejectionReason },
      },
    ]);
    expect(await entriesOf(review!)).toEqual([]);
  });
});

describe('a payout settled', () => {
  it('paid: exactly one payout_paid with the crystals; redelivered and contrary notifications make none', async () => {
    const { id, player } = await approvedPayout();
    expect(await entriesOf(player)).toEqual([]);
    await decidePayout(id, 'pay');
    expect((await withdrawalFacts(database, id)).status).toBe('completed');
    for (const type of ['SUCCEEDED', 'SUCCEEDED', 'FAILED']) {
      expect((await payoutEvent(id, `PAYMENT.PAYOUTS-ITEM.${type}`)).json()).toMatchObject({
        applied: false,
      });
    }
    expect(await entriesOf(player)).toEqual([
      {
        kind: 'payout_paid',
        challenge_id: null,
        subject_id: id,
        payload: { withdrawalId: id, crystals: 1000 },
      },
    ]);
    expect((await inbox(player)).items).toEqual([
      expect.objectContaining({
        kind: 'payout_paid',
        challengeId: null,
        payout: { withdrawalId: id, crystals: 1000 },
        rejectionReason: null,
      }),
    ]);
  });

  it('failed: refunded once and exactly one payout_failed; a redelivery and a late SUCCEEDED make none', async () => {
    const { id, player } = await approvedPayout();
    await decidePayout(id, 'fail');
    const event = `WH-REDELIVERED-${randomBytes(4).toString('hex')}`;
    expect((await payoutEvent(id, 'PAYMENT.PAYOUTS-ITEM.FAILED', event)).json()).toMatchObject({
      applied: false,
    });
    expect((await payoutEvent(id, 'PAYMENT.PAYOUTS-ITEM.FAILED', event)).json()).toMatchObject({
      duplicate: true,
    });
    expect((await payoutEvent(id, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED')).json()).toMatchObject({
      applied: false,
    });
    expect(await withdrawalFacts(database, id)).toMatchObject({
      status: 'failed',
      refunds: 1,
      crystals: 3000,
    });
    expect(await entriesOf(player)).toEqual([
      {
        kind: 'payout_failed',
        challenge_id: null,
        subject_id: id,
        payload: { withdrawalId: id, crystals: 1000 },
      },
    ]);
    expect((await inbox(player)).items[0]).toMatchObject({
      kind: 'payout_failed',
      payout: { withdrawalId: id, crystals: 1000 },
    });
  });

  it('reconciliation settling a payout whose notification was lost makes the entry once; the late one none', async () => {
    const paid = await approvedPayout();
    const failed = await approvedPayout();
    await decidePayout(paid.id, 'pay', true);
    await decidePayout(failed.id, 'fail', true);
    expect(await entriesOf(paid.player)).toEqual([]);
    expect(await entriesOf(failed.player)).toEqual([]);

    const deps = createReconciliationDeps(sandboxConfig, database, quiet);
    const later = new Date(Date.now() + 31 * 60_000);
    const [first, second] = await Promise.all([
      runReconciliation(deps, later),
      runReconciliation(deps, later),
    ]);
    expect(first.settled + second.settled).toBeGreaterThanOrEqual(2);
    await runReconciliation(deps, later);
    expect((await payoutEvent(paid.id, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED')).json()).toMatchObject({
      applied: false,
    });
    expect((await payoutEvent(failed.id, 'PAYMENT.PAYOUTS-ITEM.FAILED')).json()).toMatchObject({
      applied: false,
    });
    expect((await entriesOf(paid.player)).map((entry) => entry.kind)).toEqual(['payout_paid']);
    expect((await entriesOf(failed.player)).map((entry) => entry.kind)).toEqual(['payout_failed']);
    expect(await withdrawalFacts(database, failed.id)).toMatchObject({ status: 'failed', refunds: 1 });
  });

  it('an operator’s rejection of a withdrawal (not a payout) makes no payout entry', async () => {
    const player = await insertPayee(database, jwtSecret, 3000);
    const requested = await sandbox.inject({
      method: 'POST',
      url: '/api/withdrawal/request',
      headers: bearer(player),
      payload: { crystalAmount: 1000, paymentEmail: 'winner@example.com' },
    });
    const { data } = requested.json() as WithdrawalResponse;
    const rejected = await sandbox.inject({
      method: 'POST',
      url: `/api/admin/payouts/${data.id}/reject`,
      headers: bearer(admin),
      payload: { reason: 'Suspicious' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await entriesOf(player)).toEqual([]);
  });
});

describe('the mail', () => {
  it('mails each account entry once in the player’s language: Arabic subjects, the reason, the wallet links', async () => {
    await drainMail();
    const arabic = await insertTestUser(database, jwtSecret, { name: 'ليلى' });
    await database.query(`update users set language = 'ar' where id = $1`, [arabic.id]);
    const passport = await upload(live, arabic, 'passport.png');
    expect((await decide(passport.id, 'reject', 'The photo is blurred.')).statusCode).toBe(200);
    const payee = await insertPayee(database, jwtSecret, 3000);
    await database.query(`update users set language = 'ar' where id = $1`, [payee.id]);
    const paid = await approvedPayout(payee);
    await decidePayout(paid.id, 'pay');
    const failed = await approvedPayout(payee);
    await decidePayout(failed.id, 'fail');

    const deps = mailDeps();
    expect(await sendNotificationMail(deps)).toEqual({ claimed: 3, sent: 3, skipped: 0, failed: 0 });
    expect(await sendNotificationMail(mailDeps())).toEqual({ claimed: 0, sent: 0, skipped: 0, failed: 0 });

    const [rejectedMail, paidMail, failedMail] = deps.sent;
    expect(rejectedMail!.to).toBe(arabic.email);
    expect(rejectedMail!.subject).toBe('لم يُقبل جواز سفرك');
    expect(rejectedMail!.html.split('\n')[0]).toBe('<div dir="rtl" lang="ar">');
    expect(rejectedMail!.text.split('\n')).toEqual([
      'مرحبًا ليلى،',
      '',
      'تعذّر علينا التحقق من جواز السفر الذي رفعته إلى Arena.',
      'السبب: The photo is blurred.',
      'يمكنك رفع صورة أو نسخة ممسوحة جديدة من جواز سفرك من محفظتك.',
      '',
      `محفظتك: ${publicUrl}/wallet#passport`,
      '',
      'تصلك هذه الرسالة بشأن حسابك على Arena.',
      `أوقف هذه الرسائل: ${publicUrl}/unsubscribe?token=${encodeURIComponent(
        createUnsubscribeToken(jwtSecret, arabic.id),
      )}`,
    ]);
    expect(rejectedMail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    expect(paidMail!.to).toBe(payee.email);
    expect(paidMail!.subject).toBe('صُرف سحبك');
    expect(paidMail!.text).toContain('صُرف سحبك البالغ 1000 كريستالة.');
    expect(paidMail!.text).toContain(`${publicUrl}/wallet/transactions`);
    expect(failedMail!.subject).toBe('تعذّر صرف سحبك');
    expect(failedMail!.text).toContain('تعذّر صرف سحبك البالغ 1000 كريستالة.');
    expect(failedMail!.text).toContain('أُعيدت 1000 كريستالة إلى محفظتك.');
  });

  it('words each kind in English, Hindi and Urdu', async () => {
    await drainMail();
    const players = await Promise.all(
      (['en', 'hi', 'ur'] as const).map(async (language) => {
        const player = await insertTestUser(database, jwtSecret, { name: 'Sam' });
        await database.query('update users set language = $2 where id = $1', [player.id, language]);
        return player;
      }),
    );
    for (const player of players) {
      await recordAccountNotice(database, {
        kind: 'passport_verified',
        userId: player.id,
        passportId: randomUUID(),
      });
      await recordAccountNotice(database, {
        kind: 'payout_failed',
        userId: player.id,
        withdrawalId: randomUUID(),
        crystals: 750,
      });
    }
    const deps = mailDeps();
    expect(await sendNotificationMail(deps)).toMatchObject({ claimed: 6, sent: 6 });
    // Both of a player's entries may carry one timestamp, so the mails' order is not theirs to keep.
    const bySubject = (rows: (string | undefined)[][]) =>
      [...rows].sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
    const mailTo = (player: TestUser) =>
      bySubject(
        deps.sent
          .filter((mail) => mail.to === player.email)
          .map((mail) => [mail.subject, mail.text.split('\n')[2]]),
      );
    expect(mailTo(players[0]!)).toEqual(
      bySubject([
        ['Your passport is verified', 'The passport you uploaded to Arena has been checked and verified.'],
        ['Your withdrawal could not be paid', 'Your withdrawal of 750 crystals could not be paid out.'],
      ]),
    );
    expect(mailTo(players[1]!)).toEqual(
      bySubject([
        [
          'आपका पासपोर्ट सत्यापित हो गया है',
          'Arena पर अपलोड किया गया आपका पासपोर्ट जाँचा और सत्यापित कर दिया गया है।',
        ],
        ['आपकी निकासी का भुगतान नहीं हो सका', '750 क्रिस्टल की आपकी निकासी का भुगतान नहीं हो सका।'],
      ]),
    );
    expect(mailTo(players[2]!)).toEqual(
      bySubject([
        [
          'آپ کے پاسپورٹ کی تصدیق ہو گئی ہے',
          'Arena پر اپ لوڈ کیے گئے آپ کے پاسپورٹ کی جانچ کر کے تصدیق کر دی گئی ہے۔',
        ],
        ['آپ کی رقم ادا نہیں ہو سکی', 'آپ کے 750 کرسٹل کی رقم ادا نہیں ہو سکی۔'],
      ]),
    );
  });

  it('sends nothing to a player who turned mail off, while the inbox still records', async () => {
    await drainMail();
    const player = await insertTestUser(database, jwtSecret);
    const off = await sandbox.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bearer(player),
      payload: { email: false },
    });
    expect(off.statusCode).toBe(200);
    await upload(sandbox, player, 'passport.png');
    const deps = mailDeps();
    expect(await sendNotificationMail(deps)).toEqual({ claimed: 1, sent: 0, skipped: 1, failed: 0 });
    expect((await inbox(player)).items.map((item) => item.kind)).toEqual(['passport_verified']);
  });
});

describe('the schema (migration 0032)', () => {
  it('refuses an account entry without its subject, a challenge entry without its challenge, and a second entry of one event', async () => {
    const player = await insertTestUser(database, jwtSecret);
    const insert = (kind: string, subjectId: string | null) =>
      database.query(`insert into notifications (user_id, kind, subject_id) values ($1, $2, $3)`, [
        player.id,
        kind,
        subjectId,
      ]);
    await expect(insert('passport_verified', null)).rejects.toThrow(/notifications_subject_check/);
    await expect(insert('challenge_started', randomUUID())).rejects.toThrow(/notifications_subject_check/);
    await expect(insert('passport_approved', randomUUID())).rejects.toThrow(/notifications_kind_check/);
    const subject = randomUUID();
    await insert('payout_paid', subject);
    await expect(insert('payout_paid', subject)).rejects.toThrow(/notifications_subject_key/);
    // Another kind about the same subject is another event.
    await insert('payout_failed', subject);
    expect((await entriesOf(player)).map((entry) => entry.kind)).toEqual(['payout_paid', 'payout_failed']);
  });
});
