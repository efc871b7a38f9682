// Passport verification (issue 10): uploads judged by their bytes, stored encrypted and private, the
// sandbox and live identity checks, the operators' decisions with their audit rows, can-withdraw,
// and the retention job. Engine-neutral (PGlite by default, PostgreSQL with DATABASE_URL).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  adminPassportDecisionResponseSchema,
  adminPassportsResponseSchema,
  canWithdrawResponseSchema,
  passportMessages,
  passportStatusResponseSchema,
  passportUploadResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { operatorOnlyMessage } from '../src/auth/admin-only';
import { sandboxRejectionReason } from '../src/passport/identity-check-sandbox';
import { decryptPassportFile } from '../src/passport/passport-encryption';
import { PassportFiles } from '../src/passport/passport-files';
import { deleteExpiredPassportFiles } from '../src/passport/passport-retention';
import { sniffPassportType } from '../src/passport/passport-file-type';
import { LocalStorage } from '../src/storage/local-storage';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, multipartFile, tinyPng, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const sandboxConfig = testConfig({ JWT_SECRET: 's'.repeat(40) });
const liveConfig = testConfig({ JWT_SECRET: 's'.repeat(40), KYC_MODE: 'live' });
let database: TestDatabase;
let sandbox: FastifyInstance;
let live: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await buildApp(sandboxConfig, { database });
  live = await buildApp(liveConfig, { database });
  admin = await insertTestUser(database, sandboxConfig.jwtSecret, { role: 'admin', name: 'Olga Operator' });
});

afterAll(async () => {
  await sandbox.close();
  await live.close();
  await database.close();
});

const newUser = (input: { verified?: boolean; name?: string } = {}) =>
  insertTestUser(database, sandboxConfig.jwtSecret, input);

const minimalPdf = (body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n') =>
  Buffer.from(`%PDF-1.7\n${body}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
  Buffer.from('JFIF\0rest-of-jpeg'),
]);
const webp = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00', 'latin1');

function upload(
  app: FastifyInstance,
  user: TestUser | null,
  fileName: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
  field = 'passport',
) {
  const form = multipartFile(field, fileName, contentType, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/passport-verification/upload',
    payload: form.payload,
    headers: { ...(user ? bearer(user) : {}), ...form.headers },
  });
}

async function uploaded(app: FastifyInstance, user: TestUser, fileName: string, bytes: Buffer = tinyPng) {
  const response = await upload(app, user, fileName, bytes);
  expect(response.statusCode).toBe(200);
  return passportUploadResponseSchema.parse(response.json());
}

async function status(user: TestUser) {
  const response = await sandbox.inject({ url: '/api/passport-verification/status', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return passportStatusResponseSchema.parse(response.json()).data;
}

async function canWithdraw(user: TestUser | null) {
  const response = await sandbox.inject({
    url: '/api/passport-verification/can-withdraw',
    headers: user ? bearer(user) : {},
  });
  expect(response.statusCode).toBe(200);
  return canWithdrawResponseSchema.parse(response.json()).data;
}

const decide = (id: string, action: 'verify' | 'reject', by: TestUser = admin, reason?: string) =>
  live.inject({
    method: 'POST',
    url: `/api/admin/passports/${id}/${action}`,
    headers: bearer(by),
    ...(action === 'reject' ? { payload: reason === undefined ? {} : { reason } } : {}),
  });

const rowsOf = (userId: string) =>
  database.query<{ status: string; storage_key: string }>(
    'select status, storage_key from passport_verifications where user_id = $1',
    [userId],
  );

function storedFilesOf(config: Config, userId: string): string[] {
  const directory = path.join(config.dataDir, 'uploads', 'private', 'passports', userId);
  return existsSync(directory) ? readdirSync(directory).filter((name) => name.endsWith('.bin')) : [];
}

const errorOf = (message: string) => errorAnswer(message);

describe('sandbox identity check (KYC_MODE=sandbox): the file name chooses the outcome', () => {
  it('verifies any other name at once, and the player may withdraw', async () => {
    const user = await newUser();
    const body = await uploaded(sandbox, user, 'my-passport.png');
    expect(body).toEqual({
      status: 'success',
      message: passportMessages.verified,
      data: { id: body.data.id, status: 'verified', rejectionReason: null },
    });
    const state = await status(user);
    expect(state).toMatchObject({ verified: true, verificationStatus: 'verified' });
    expect(state.verification).toMatchObject({ id: body.data.id, status: 'verified', rejectionReason: null });
    expect(state.verification?.verifiedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await canWithdraw(user)).toEqual({ canWithdraw: true, reason: null });
  });

  it('"review" in the name leaves it to an operator', async () => {
    const user = await newUser();
    const body = await uploaded(sandbox, user, 'Passport-REVIEW.pdf', minimalPdf());
    expect(body.message).toBe(passportMessages.underReview);
    expect(body.data).toMatchObject({ status: 'manual_review', rejectionReason: null });
    expect(await status(user)).toMatchObject({ verified: false, verificationStatus: 'manual_review' });
    expect(await canWithdraw(user)).toEqual({
      canWithdraw: false,
      reason: passportMessages.verificationRequired,
    });
  });

  it('"reject" in the name rejects it with the sandbox reason, and a new upload is then allowed', async () => {
    const user = await newUser();
    const body = await uploaded(sandbox, user, 'reject-me.jpg', jpeg);
    expect(body).toEqual({
      status: 'success',
      message: sandboxRejectionReason,
      data: { id: body.data.id, status: 'rejected', rejectionReason: sandboxRejectionReason },
    });
    expect((await status(user)).verification).toMatchObject({
      status: 'rejected',
      rejectionReason: sandboxRejectionReason,
      verifiedAt: null,
    });
    const again = await uploaded(sandbox, user, 'passport.webp', webp);
    expect(again.data.status).toBe('verified');
    expect((await status(user)).verification?.id).toBe(again.data.id);
  });

  it('lists its checks and the rule on /sandbox/kyc, without names or emails', async () => {
    const user = await newUser({ name: 'Secret Name' });
    await uploaded(sandbox, user, 'review.png');
    const page = await sandbox.inject({ url: '/sandbox/kyc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The file name contains “review”');
    expect(page.body).toContain('manual review (an operator decides)');
    expect(page.body).not.toContain('Secret Name');
    expect(page.body).not.toContain(user.email);
    expect((await live.inject({ url: '/sandbox/kyc' })).statusCode).toBe(404);
  });
});

describe('live identity check (KYC_MODE=live): an operator decides', () => {
  it('puts every upload under review; verify shows on the player status, once, with an audit row', async () => {
    const user = await newUser({ name: 'Vera Verified' });
    const body = await uploaded(live, user, 'reject-this-name-means-nothing-live.png');
    expect(body.data.status).toBe('manual_review');
    expect(body.message).toBe(passportMessages.underReview);

    const queue = await live.inject({
      url: '/api/admin/passports?status=manual_review',
      headers: bearer(admin),
    });
    expect(queue.statusCode).toBe(200);
    const listed = adminPassportsResponseSchema.parse(queue.json()).data.find((p) => p.id === body.data.id);
    expect(listed).toMatchObject({
      userId: user.id,
      userName: 'Vera Verified',
      userEmail: user.email,
      status: 'manual_review',
      decidedAt: null,
      contentType: 'image/png',
      sizeBytes: tinyPng.length,
      fileAvailable: true,
    });

    const verified = await decide(body.data.id, 'verify');
    expect(verified.statusCode).toBe(200);
    const decision = adminPassportDecisionResponseSchema.parse(verified.json());
    expect(decision.message).toBe(passportMessages.operatorVerified);
    expect(decision.data).toMatchObject({ id: body.data.id, status: 'verified', rejectionReason: null });
    expect(await status(user)).toMatchObject({ verified: true, verificationStatus: 'verified' });
    expect(await canWithdraw(user)).toEqual({ canWithdraw: true, reason: null });

    const twice = await decide(body.data.id, 'reject', admin, 'too late');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(errorOf(passportMessages.decided));

    const audit = await database.query<{
      actor_id: string;
      action: string;
      target_type: string;
      before: { status: string };
      after: { status: string };
    }>('select actor_id, action, target_type, before, after from operator_audit_log where target_id = $1', [
      body.data.id,
    ]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      actor_id: admin.id,
      action: 'passport.verify',
      target_type: 'passport_verification',
      before: { status: 'manual_review' },
      after: { status: 'verified' },
    });
    await expect(database.query('delete from operator_audit_log')).rejects.toThrow(/append-only/);
  });

  it('reject needs a reason; the player sees it and may upload again', async () => {
    const user = await newUser();
    const { data } = await uploaded(live, user, 'passport.png');
    for (const reason of [undefined, '', '   ']) {
      const blank = await decide(data.id, 'reject', admin, reason);
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual(errorOf(passportMessages.reasonRequired));
    }
    const rejected = await decide(data.id, 'reject', admin, 'The photo is blurred.');
    expect(rejected.statusCode).toBe(200);
    expect(adminPassportDecisionResponseSchema.parse(rejected.json())).toMatchObject({
      message: passportMessages.operatorRejected,
      data: { status: 'rejected', rejectionReason: 'The photo is blurred.' },
    });
    expect(await status(user)).toMatchObject({
      verified: false,
      verificationStatus: 'rejected',
      verification: { rejectionReason: 'The photo is blurred.' },
    });
    const audit = await database.query<{ action: string; after: { rejectionReason: string } }>(
      'select action, after from operator_audit_log where target_id = $1',
      [data.id],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({
        action: 'passport.reject',
        after: expect.objectContaining({ rejectionReason: 'The photo is blurred.' }),
      }),
    ]);
    expect((await uploaded(live, user, 'passport-2.png')).data.status).toBe('manual_review');
  });

  it('refuses players (403) and answers 404 for an unknown or malformed id', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { data } = await uploaded(live, owner, 'passport.png');
    for (const url of [`/api/admin/passports/${data.id}/file`, '/api/admin/passports']) {
      for (const caller of [owner, other]) {
        const response = await live.inject({ url, headers: bearer(caller) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(errorOf(operatorOnlyMessage));
      }
    }
    expect((await decide(data.id, 'verify', other)).statusCode).toBe(403);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await live.inject({ url: `/api/admin/passports/${id}/file`, headers: bearer(admin) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf(passportMessages.notFound));
      expect((await decide(id, 'verify')).statusCode).toBe(404);
    }
  });
});

describe('stored files: private and encrypted at rest', () => {
  it('serves the decrypted file to an operator only; the bytes on disk are ciphertext', async () => {
    const user = await newUser();
    const pdf = minimalPdf();
    const { data } = await uploaded(live, user, 'passport.pdf', pdf);
    const file = await live.inject({ url: `/api/admin/passports/${data.id}/file`, headers: bearer(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });

    const [row] = (await rowsOf(user.id)).rows;
    expect(row?.storage_key).toBe(`private/passports/${user.id}/${data.id}.bin`);
    const onDisk = readFileSync(
      path.join(liveConfig.dataDir, 'uploads', ...(row?.storage_key ?? '').split('/')),
    );
    expect(onDisk.equals(pdf)).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF-'))).toBe(false);
    const key = { id: liveConfig.passport.encryptionKeyId, key: liveConfig.passport.encryptionKey };
    expect(decryptPassportFile(onDisk, [key], data.id).equals(pdf)).toBe(true);
    // Bound to its verification: the same bytes do not decrypt as another one's.
    expect(() => decryptPassportFile(onDisk, [key], '00000000-0000-4000-8000-000000000000')).toThrow();

    const uploads = await live.inject({ url: `/uploads/${row?.storage_key ?? ''}` });
    expect(uploads.statusCode).toBe(404);
  });

  it('the encryption key is generated per data directory in development (32 bytes)', () => {
    expect(sandboxConfig.passport.encryptionKey).toHaveLength(32);
    // On PostgreSQL the two apps on one database adopt the first one's key (db/shared-secrets.ts,
    // docs/decisions/0026), so that every instance reads every file.
    expect(sandboxConfig.passport.encryptionKey.equals(liveConfig.passport.encryptionKey)).toBe(
      testEngine === 'postgres',
    );
    expect(readFileSync(path.join(sandboxConfig.dataDir, 'passport-encryption-key'), 'utf8').trim()).not.toBe(
      '',
    );
  });
});

describe('refused uploads: exact text, nothing stored', () => {
  const elfHeader = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]);
  const exe = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03', 'latin1'),
    Buffer.alloc(64),
    Buffer.from('This program cannot be run in DOS mode'),
  ]);
  const cases: [string, string, Buffer][] = [
    ['an executable renamed .pdf', 'passport.pdf', exe],
    ['an ELF binary renamed .png', 'passport.png', elfHeader],
    ['a shell script', 'passport.pdf', Buffer.from('#!/bin/sh\n%PDF-1.4\n')],
    ['an HTML page', 'passport.png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a ZIP archive', 'passport.jpg', Buffer.from('PK\x03\x04rest', 'latin1')],
    [
      'an HTML/JS polyglot behind a JPEG header',
      'passport.jpg',
      Buffer.concat([jpeg, Buffer.from('<SCRIPT>fetch("/api/admin/passports")</SCRIPT>')]),
    ],
    [
      'a PNG with a ZIP appended',
      'passport.png',
      Buffer.concat([tinyPng, Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]),
    ],
    [
      'a PDF with /JavaScript',
      'passport.pdf',
      minimalPdf('1 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj\n'),
    ],
    [
      'a PDF with an escaped /J#61vaScript',
      'passport.pdf',
      minimalPdf('1 0 obj\n<< /S /J#61vaScript >>\nendobj\n'),
    ],
    ['a PDF with /Launch', 'passport.pdf', minimalPdf('1 0 obj\n<< /S /Launch /F (calc.exe) >>\nendobj\n')],
    ['a PDF with /EmbeddedFile', 'passport.pdf', minimalPdf('1 0 obj\n<< /Type /EmbeddedFile >>\nendobj\n')],
    [
      'a PDF hiding /JS in a compressed object stream',
      'passport.pdf',
      (() => {
        const hidden = deflateSync(Buffer.from('<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'));
        return Buffer.concat([
          Buffer.from(
            `%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
            'latin1',
          ),
          hidden,
          Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
        ]);
      })(),
    ],
    ['plain text named .png', 'passport.png', Buffer.from('just some text')],
    [
      'a GIF (not a passport type)',
      'passport.gif',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    ],
  ];

  it.each(cases)('%s → 400 invalidType', async (_label, fileName, bytes) => {
    const user = await newUser();
    const response = await upload(sandbox, user, fileName, bytes, 'application/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(passportMessages.invalidType));
    expect((await rowsOf(user.id)).rowCount).toBe(0);
    expect(storedFilesOf(sandboxConfig, user.id)).toEqual([]);
    expect(await status(user)).toEqual({ verified: false, verificationStatus: 'none', verification: null });
  });

  it('a 10.5 MB file → 413 fileTooLarge; exactly 10 MB is accepted', async () => {
    const user = await newUser();
    const big = Buffer.concat([tinyPng, Buffer.alloc(10.5 * 1024 * 1024 - tinyPng.length)]);
    const response = await upload(sandbox, user, 'passport.png', big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorOf(passportMessages.fileTooLarge));
    expect((await rowsOf(user.id)).rowCount).toBe(0);
    expect(storedFilesOf(sandboxConfig, user.id)).toEqual([]);

    const exact = Buffer.concat([tinyPng, Buffer.alloc(10 * 1024 * 1024 - tinyPng.length)]);
    expect((await uploaded(sandbox, user, 'passport.png', exact)).data.status).toBe('verified');
  });

  it('signed out → 401 loggedOut; no file or another field → fileMissing', async () => {
    const response = await upload(sandbox, null, 'passport.png', tinyPng);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorOf(passportMessages.loggedOut));

    const user = await newUser();
    const wrongField = await upload(sandbox, user, 'passport.png', tinyPng, 'image/png', 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual(errorOf(passportMessages.fileMissing));
    expect((await rowsOf(user.id)).rowCount).toBe(0);
  });
});

describe('one open upload at a time', () => {
  it('refuses a new upload while under review or verified (409), nothing stored', async () => {
    const user = await newUser();
    await uploaded(sandbox, user, 'review.png');
    const underReview = await upload(sandbox, user, 'passport.png', tinyPng);
    expect(underReview.statusCode).toBe(409);
    expect(underReview.json()).toEqual(errorOf(passportMessages.alreadySubmitted));

    const verifiedUser = await newUser();
    await uploaded(sandbox, verifiedUser, 'passport.png');
    const again = await upload(sandbox, verifiedUser, 'passport.png', tinyPng);
    expect(again.statusCode).toBe(409);
    expect((await rowsOf(user.id)).rowCount).toBe(1);
    expect((await rowsOf(verifiedUser.id)).rowCount).toBe(1);
    expect(storedFilesOf(sandboxConfig, verifiedUser.id)).toHaveLength(1);
  });

  it('two uploads at once: one is accepted, the other refused', async () => {
    const user = await newUser();
    const responses = await Promise.all([
      upload(sandbox, user, 'review-1.png', tinyPng),
      upload(sandbox, user, 'review-2.png', tinyPng),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await rowsOf(user.id)).rowCount).toBe(1);
    expect(storedFilesOf(sandboxConfig, user.id)).toHaveLength(1);
  });
});

describe('can-withdraw', () => {
  it('visitor: false, Not authenticated (200); a bad token: 401', async () => {
    expect(await canWithdraw(null)).toEqual({
      canWithdraw: false,
      reason: passportMessages.notAuthenticated,
    });
    const bad = await sandbox.inject({
      url: '/api/passport-verification/can-withdraw',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('no passport: verification required; verified passport with an unverified email: emailNotVerified', async () => {
    expect(await canWithdraw(await newUser())).toEqual({
      canWithdraw: false,
      reason: passportMessages.verificationRequired,
    });
    const unverifiedEmail = await newUser({ verified: false });
    await uploaded(sandbox, unverifiedEmail, 'passport.png');
    expect(await canWithdraw(unverifiedEmail)).toEqual({
      canWithdraw: false,
      reason: passportMessages.emailNotVerified,
    });
  });

  it('the latest upload counts: rejected after a rejection means no', async () => {
    const user = await newUser();
    await uploaded(sandbox, user, 'reject.png');
    expect(await canWithdraw(user)).toEqual({
      canWithdraw: false,
      reason: passportMessages.verificationRequired,
    });
  });
});

describe('retention', () => {
  it('deletes files that many days after the decision, keeps the decision and undecided files', async () => {
    const decided = await newUser();
    const waiting = await newUser();
    const { data } = await uploaded(live, decided, 'passport.png');
    const pending = await uploaded(live, waiting, 'passport.png');
    expect((await decide(data.id, 'reject', admin, 'Expired passport.')).statusCode).toBe(200);
    await database.query(
      `update passport_verifications set decided_at = now() - interval '29 days' where id = $1`,
      [data.id],
    );

    const files = new PassportFiles(
      new LocalStorage(path.join(liveConfig.dataDir, 'uploads')),
      liveConfig.passport,
    );
    expect(await deleteExpiredPassportFiles(database, files, 30)).toEqual({ deleted: 0 });
    expect(storedFilesOf(liveConfig, decided.id)).toHaveLength(1);

    await database.query(
      `update passport_verifications set decided_at = now() - interval '31 days' where id = $1`,
      [data.id],
    );
    const result = await deleteExpiredPassportFiles(database, files, 30);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(storedFilesOf(liveConfig, decided.id)).toEqual([]);
    expect(storedFilesOf(liveConfig, waiting.id)).toHaveLength(1);
    expect(await deleteExpiredPassportFiles(database, files, 30)).toEqual({ deleted: 0 });

    const { rows } = await database.query<{
      status: string;
      rejection_reason: string;
      file_deleted_at: Date | null;
    }>('select status, rejection_reason, file_deleted_at from passport_verifications where id = $1', [
      data.id,
    ]);
    expect(rows[0]).toMatchObject({ status: 'rejected', rejection_reason: 'Expired passport.' });
    expect(rows[0]?.file_deleted_at).toBeInstanceOf(Date);
    expect((await status(decided)).verification).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Expired passport.',
    });

    const file = await live.inject({ url: `/api/admin/passports/${data.id}/file`, headers: bearer(admin) });
    expect(file.statusCode).toBe(404);
    const list = await live.inject({ url: '/api/admin/passports?status=rejected', headers: bearer(admin) });
    const listed = adminPassportsResponseSchema.parse(list.json()).data.find((p) => p.id === data.id);
    expect(listed).toMatchObject({ fileAvailable: false, status: 'rejected' });
    expect(pending.data.status).toBe('manual_review');
  });
});

describe('configuration', () => {
  const key = Buffer.alloc(32, 7).toString('base64');

  it('requires PASSPORT_ENCRYPTION_KEY in production with live identity checks', () => {
    const production = { NODE_ENV: 'production', ALLOW_SANDBOX: 'true', KYC_MODE: 'live' };
    expect(() => testConfig(production)).toThrow(
      'Invalid configuration: PASSPORT_ENCRYPTION_KEY is required when NODE_ENV is production',
    );
    const config = testConfig({ ...production, PASSPORT_ENCRYPTION_KEY: key });
    expect(config.passport.encryptionKey.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(config.passport.encryptionKeyId).toMatch(/^[0-9a-f]{16}$/);
    expect(existsSync(path.join(config.dataDir, 'passport-encryption-key'))).toBe(false);
  });

  it('refuses a key that is not 32 bytes of base64, and reads the retention days', () => {
    expect(() => testConfig({ PASSPORT_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      'Invalid configuration: PASSPORT_ENCRYPTION_KEY must be 32 bytes in base64',
    );
    expect(testConfig({}).passport.retentionDays).toBe(30);
    expect(testConfig({ PASSPORT_RETENTION_DAYS: '7' }).passport.retentionDays).toBe(7);
    expect(() => testConfig({ PASSPORT_RETENTION_DAYS: '0' })).toThrow(
      'Invalid configuration: PASSPORT_RETENTION_DAYS must be a whole number of days from 1 to 3650',
    );
  });
});

describe('sniffPassportType', () => {
  it('judges by the bytes', async () => {
    expect(await sniffPassportType(tinyPng)).toBe('image/png');
    expect(await sniffPassportType(jpeg)).toBe('image/jpeg');
    expect(await sniffPassportType(webp)).toBe('image/webp');
    expect(await sniffPassportType(minimalPdf())).toBe('application/pdf');
    expect(await sniffPassportType(Buffer.from(' %PDF-1.4'))).toBeNull();
  });
});
