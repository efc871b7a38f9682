import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authMessages, requestMessages } from '@arena/contract';
import { buildApp } from '../src/app';
import { databaseClientFault } from '../src/http/error-handler';
import { registration } from './support/auth-test-app';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { insertTestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ LOG_LEVEL: 'info' });
const refused = () => errorAnswer(requestMessages.controlCharacters);

describe('the error handler', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.exec(
      `create table error_probe (name varchar(10) not null unique check (name <> 'forbidden'),
                                 owner uuid references users (id))`,
    );
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp(config, {
      database,
      logStream,
      extraRoutes: (instance) => {
        instance.get('/api/test/boom', async () => {
          throw new Error('connect ECONNREFUSED postgres://admin:hunter2@db.internal');
        });
        instance.get('/api/test/bad-request', async () => {
          throw Object.assign(new Error('Name is required'), { statusCode: 400 });
        });
        instance.post('/api/test/zod', async (request) => {
          const body = z.object({ email: z.email() }).parse(request.body);
          return { status: 'success', email: body.email };
        });
        // Each case makes the engine in use (PGlite or PostgreSQL) refuse the client's value itself.
        instance.post('/api/test/db/:case', async (request) => {
          const { case: name } = request.params as { case: string };
          const { value } = (request.body ?? {}) as { value?: unknown };
          const probes: Record<string, [string, unknown[]]> = {
            tooLong: ['insert into error_probe (name) values ($1)', [value]],
            // The input guard stops a NUL the client sends: this one is made after it.
            nul: ['insert into error_probe (name) values ($1)', [String(value).replace('NUL', '\u0000')]],
            badUuid: ['select $1::uuid', [value]],
            outOfRange: ['select $1::int', [value]],
            badDate: ['select $1::date', [value]],
            badTimestamp: ['select $1::timestamptz', [value]],
            unique: ['insert into error_probe (name) values ($1), ($1)', [value]],
            foreignKey: ['insert into error_probe (name, owner) values ($1, $2)', ['fk', value]],
            check: ['insert into error_probe (name) values ($1)', [value]],
            notNull: ['insert into error_probe (name) values ($1)', [value]],
            syntax: ['selec 1', []],
          };
          const [sql, params] = probes[name]!;
          await database.query(sql, params);
          return { status: 'success' };
        });
        instance.post('/api/test/echo', async (request) => ({ status: 'success', body: request.body }));
        instance.get('/api/test/echo/:id', async (request) => ({
          status: 'success',
          params: request.params,
          query: request.query,
        }));
        instance.post(
          '/api/test/schema',
          {
            // Routes declare zod schemas from the contract (app.ts sets the zod validator compiler).
            schema: { body: z.object({ name: z.string() }) },
          },
          async () => ({ status: 'success' }),
        );
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a thrown Error with a generic 500 and logs it with the request id', async () => {
    const response = await app.inject({ url: '/api/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(errorAnswer('Internal server error'));
    expect(response.body).not.toContain('hunter2');
    const requestId = response.headers['x-request-id'];
    const logged = logLines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({
      level: 50,
      reqId: requestId,
      err: { message: expect.stringContaining('ECONNREFUSED') },
    });
  });

  it('keeps the message of a 4xx', async () => {
    const response = await app.inject({ url: '/api/test/bad-request' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer('Name is required'));
  });

  it('turns a zod error into a 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/zod', payload: { email: 'nope' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorAnswer('Invalid request: email: Invalid email address', 'request.invalid', {
        details: 'email: Invalid email address',
      }),
    );
  });

  it('turns a route schema failure into a 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/schema', payload: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorAnswer(
        'Invalid request: name: Invalid input: expected string, received undefined',
        'request.invalid',
        {
          details: 'name: Invalid input: expected string, received undefined',
        },
      ),
    );
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/schema',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('JSON'),
      messageKey: 'request.refused',
    });
  });

  it('answers an unknown API path, whatever the method, with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/nope', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer('Not found'));
    }
  });

  describe('database errors caused by the client (SQLSTATE classes 22 and 23) are 4xx, never 500', () => {
    const cases: [string, unknown, number, string][] = [
      ['tooLong', 'x'.repeat(11), 400, requestMessages.tooLong], // 22001
      ['nul', 'aNULb', 400, requestMessages.invalidText], // 22021
      ['badUuid', 'not-a-uuid', 400, requestMessages.invalidFormat], // 22P02
      ['outOfRange', '99999999999', 400, requestMessages.outOfRange], // 22003
      ['badDate', '2020-13-45', 400, requestMessages.invalidDate], // 22008
      ['badTimestamp', 'tomorrow-ish', 400, requestMessages.invalidDate], // 22007
      ['unique', 'twice', 409, requestMessages.alreadyExists], // 23505
      ['foreignKey', '00000000-0000-0000-0000-000000000000', 400, requestMessages.unknownReference], // 23503
      ['check', 'forbidden', 400, requestMessages.notAllowed], // 23514
      ['notNull', null, 400, requestMessages.missingValue], // 23502
    ];
    it.each(cases)(
      '%s answers %#: %s → its status and a message naming nothing internal',
      async (name, value, status, message) => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/test/db/${name}`,
          payload: { value },
        });

        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual(errorAnswer(message));
        expect(response.body).not.toMatch(/error_probe|constraint|varchar|uuid/);
      },
    );

    it('keeps a database error that is the server’s own fault a 500', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/test/db/syntax', payload: {} });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(errorAnswer('Internal server error'));
    });

    it('reads the SQLSTATE the engine reports on the error as `code`', () => {
      expect(
        databaseClientFault(Object.assign(new Error('x'), { code: '22021', severity: 'ERROR' })),
      ).toEqual({
        status: 400,
        message: {
          message: requestMessages.invalidText,
          messageKey: 'request.invalidText',
          messageParams: {},
        },
      });
      expect(databaseClientFault(Object.assign(new Error('x'), { code: '22xyz' }))).toBeUndefined();
      expect(
        databaseClientFault(Object.assign(new Error('x'), { code: '40001', severity: 'ERROR' })),
      ).toBeUndefined();
      expect(databaseClientFault(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeUndefined();
    });
  });

  describe('the input guard: control characters and malformed percent-encoding are 400', () => {
    const refused = errorAnswer(requestMessages.controlCharacters);

    it('refuses a NUL or another control character in a query, a path parameter or a header', async () => {
      for (const url of [
        '/api/test/echo/1?q=%00',
        '/api/test/echo/1?q=a%0Ab',
        '/api/test/echo/a%00b',
        '/api/test/echo/%1B',
      ]) {
        const response = await app.inject({ url });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 400,
          body: refused,
        });
      }
      const header = await app.inject({ url: '/api/test/echo/1', headers: { 'x-device-id': 'a\u0000b' } });
      expect(header.statusCode).toBe(400);
      expect(header.json()).toEqual(refused);
    });

    it('refuses malformed percent-encoding in the path or the query', async () => {
      for (const url of ['/api/test/echo/1?q=%ZZ', '/api/test/echo/1?%E0%A4%A=1', '/api/test/echo/100%']) {
        const response = await app.inject({ url });
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 400,
          body: errorAnswer(requestMessages.malformedEncoding),
        });
      }
    });

    it('refuses control characters in body strings and keys, but keeps tab, CR and LF in body text', async () => {
      for (const payload of [
        { name: 'a\u0000b' },
        { nested: [{ deep: '\u0007' }] },
        { ['k\u0000']: 1 },
        { x: '\u007f' },
      ]) {
        const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(refused);
      }
      const text = { message: 'line one\r\nline two\tand a tab', emoji: '🎮', rtl: 'مرحبا' };
      const accepted = await app.inject({ method: 'POST', url: '/api/test/echo', payload: text });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ status: 'success', body: text });
      const spaced = await app.inject({ url: '/api/test/echo/a%20b?q=caf%C3%A9+au+lait' });
      expect(spaced.json()).toEqual({
        status: 'success',
        params: { id: 'a b' },
        query: { q: 'café au lait' },
      });
    });

    it('answers an overlong path parameter with a 414 in the envelope', async () => {
      const response = await app.inject({ url: `/api/test/echo/${'x'.repeat(200)}` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual(errorAnswer(requestMessages.addressTooLong));
    });

    it('refuses a body nested deeper than 32 levels', async () => {
      const payload = JSON.stringify(JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown);
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer(requestMessages.tooDeep));
    });

    it('answers an unknown content type with a 415', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ status: 'error' });
    });
  });

  describe('finding 7: the requests that answered 500', () => {
    const signIn = async () => {
      const user = await insertTestUser(database, config.jwtSecret);
      return { authorization: `Bearer ${user.token}` };
    };

    it('answers a NUL in the login email with the spec’s login failure', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'player@arena.gg\u0000', password: 'whatever it is' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorAnswer(authMessages.invalidCredentials));
    });

    it('answers %00 in challenge/list?gameId, the OAuth state, the waitlist, a sandbox id and mail.json?to with 400', async () => {
      const headers = await signIn();
      const requests = [
        { method: 'GET', url: '/api/challenge/list?gameId=%00' },
        { method: 'GET', url: '/api/auth/google/callback?code=x&state=%00' },
        { method: 'POST', url: '/api/game/valorant%00/waitlist', headers },
        { method: 'GET', url: '/sandbox/checkout/%00' },
        {
          method: 'POST',
          url: '/sandbox/pay/a%00',
          payload: 'decision=approve',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        { method: 'GET', url: '/sandbox/mail.json?to=%00' },
      ] as const;
      for (const request of requests) {
        const response = await app.inject(request);
        expect({ url: request.url, status: response.statusCode, body: response.json() }).toEqual({
          url: request.url,
          status: 400,
          body: refused(),
        });
      }
    });

    it('answers a NUL in the profile name and in payment ids with 400', async () => {
      const headers = await signIn();
      const requests = [
        { method: 'PUT', url: '/api/users/profile', payload: { name: 'Nadia\u0000' } },
        { method: 'POST', url: '/api/payments/capture', payload: { paymentId: 'PAY\u0000' } },
        { method: 'POST', url: '/api/payments/complete-payment', payload: { paymentId: '\u0000' } },
      ] as const;
      for (const request of requests) {
        const response = await app.inject({ ...request, headers });
        expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 400 });
        expect(response.json()).toMatchObject(errorAnswer(requestMessages.controlCharacters));
      }
    });

    it('answers a 51-character name at registration with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ name: 'N'.repeat(51) }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error' });
    });

    it('answers a malformed multipart body on the photo upload with 400, never 500', async () => {
      const headers = await signIn();
      const bodies = [
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot an image',
        ],
        ['multipart/form-data', '--x\r\n'],
        ['multipart/form-data; boundary=' + 'b'.repeat(300), '--bb\r\n'],
      ] as const;
      for (const [contentType, payload] of bodies) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/upload/profile-image',
          headers: { ...headers, 'content-type': contentType },
          payload,
        });
        expect({ contentType, status: response.statusCode, body: response.json() }).toEqual({
          contentType,
          status: 400,
          body: errorAnswer(requestMessages.malformedMultipart),
        });
      }
    });
  });
});
