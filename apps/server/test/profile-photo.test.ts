import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { uploadResponseSchema, userUpdateResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { LocalStorage } from '../src/storage/local-storage';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, multipartFile, tinyPng, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'f'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const newUser = () => insertTestUser(database, config.jwtSecret);
function upload(user: TestUser, fileName: string, contentType: string, bytes: Buffer, field = 'image') {
  const form = multipartFile(field, fileName, contentType, bytes);
  return app.inject({
    method: 'POST',
    url: '/api/upload/profile-image',
    payload: form.payload,
    headers: { ...bearer(user), ...form.headers },
  });
}

async function uploadPng(user: TestUser): Promise<string> {
  const response = await upload(user, 'avatar.png', 'image/png', tinyPng);
  expect(response.statusCode).toBe(200);
  return uploadResponseSchema.parse(response.json()).data.fileUrl;
}

const setPhoto = (user: TestUser, photo: string) =>
  app.inject({ method: 'PUT', url: '/api/users/profile/photo', headers: bearer(user), payload: { photo } });

const notAnImage = errorAnswer('Please select a valid image file (JPEG, PNG, GIF, or WebP)');

describe('POST /api/upload/profile-image', () => {
  it('stores a real PNG under a content-hashed key of the user and serves it back', async () => {
    const user = await newUser();
    const fileUrl = await uploadPng(user);
    expect(fileUrl).toMatch(new RegExp(`^/uploads/profile-photos/${user.id}/[0-9a-f]{64}\\.png$`));
    expect(existsSync(path.join(config.dataDir, 'uploads', ...fileUrl.split('/').slice(2)))).toBe(true);

    const served = await app.inject({ url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
  });

  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), 'jpg', 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'gif', 'image/gif'],
    ['WebP', Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00', 'latin1'), 'webp', 'image/webp'],
  ])(
    'recognises %s by its bytes, whatever the declared type and name',
    async (_label, bytes, extension, type) => {
      const response = await upload(await newUser(), 'photo.bin', 'application/octet-stream', bytes);
      expect(response.statusCode).toBe(200);
      const { fileUrl } = uploadResponseSchema.parse(response.json()).data;
      expect(fileUrl.endsWith(`.${extension}`)).toBe(true);
      expect((await app.inject({ url: fileUrl })).headers['content-type']).toBe(type);
    },
  );

  it('refuses a text file renamed .png and declared image/png', async () => {
    const response = await upload(
      await newUser(),
      'avatar.png',
      'image/png',
      Buffer.from('<html>not an image</html>'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notAnImage);
  });

  it('refuses an SVG (it could carry script)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload(await newUser(), 'avatar.svg', 'image/svg+xml', svg);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(notAnImage);
  });

  it('refuses a 6 MB file with the spec message, and accepts exactly 5 MB', async () => {
    const user = await newUser();
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    tinyPng.copy(big);
    const response = await upload(user, 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorAnswer('Image size must be less than 5MB'));

    const five = Buffer.alloc(5 * 1024 * 1024, 0);
    tinyPng.copy(five);
    expect((await upload(user, 'five.png', 'image/png', five)).statusCode).toBe(200);
  });

  it('refuses a 6 MB file sent without a length (chunked) while reading it', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    tinyPng.copy(big);
    const form = multipartFile('image', 'big.png', 'image/png', big);
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload/profile-image',
      payload: Readable.from([form.payload]),
      headers: { ...bearer(await newUser()), ...form.headers },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(errorAnswer('Image size must be less than 5MB'));
  });

  it('refuses a request without the image field or without multipart', async () => {
    const user = await newUser();
    const wrongField = await upload(user, 'avatar.png', 'image/png', tinyPng, 'photo');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual(notAnImage);
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload/profile-image',
      headers: bearer(user),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(notAnImage);
  });
});

describe('PUT /api/users/profile/photo', () => {
  it('sets a photo the user uploaded', async () => {
    const user = await newUser();
    const fileUrl = await uploadPng(user);
    const response = await setPhoto(user, fileUrl);
    expect(response.statusCode).toBe(200);
    const body = userUpdateResponseSchema.parse(response.json());
    expect(body.message).toBe('Profile photo updated');
    expect(body.data.user.photo).toBe(fileUrl);
  });

  it.each([
    ['an outside URL', () => 'https://evil.example.test/avatar.png'],
    ['a javascript: URL', () => 'javascript:alert(1)'],
    ['an outside URL ending like one of ours', (url: string) => `https://evil.example.test${url}`],
    ['a key that was never stored', (url: string) => url.replace(/[0-9a-f]{64}/, 'b'.repeat(64))],
  ])('refuses %s', async (_label, photoFor) => {
    const user = await newUser();
    const fileUrl = await uploadPng(user);
    const response = await setPhoto(user, photoFor(fileUrl));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorAnswer('Please upload the image first: only photos uploaded to your profile can be used'),
    );
  });

  it("refuses another player's uploaded photo", async () => {
    const owner = await newUser();
    const thief = await newUser();
    const fileUrl = await uploadPng(owner);
    const response = await setPhoto(thief, fileUrl);
    expect(response.statusCode).toBe(400);
    const { rows } = await database.query<{ photo: string | null }>('select photo from users where id = $1', [
      thief.id,
    ]);
    expect(rows[0]?.photo).toBeNull();
  });
});

describe('GET /uploads/<key>', () => {
  it('serves only public objects: a private object stored beside them answers 404', async () => {
    const storage = new LocalStorage(path.join(config.dataDir, 'uploads'));
    await storage.put('passports/someone/passport.png', tinyPng, 'image/png');
    for (const url of [
      '/uploads/passports/someone/passport.png',
      '/uploads/passports/someone/passport.png.content-type',
      '/uploads/../jwt-secret',
      '/uploads/%2e%2e/jwt-secret',
      `/uploads/profile-photos/00000000-0000-4000-8000-000000000000/${'c'.repeat(64)}.png`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
