// sendKept (apps/server/src/http/kept-answer.ts): a kept answer goes as JSON, brotli or gzip as the request
// accepts, its encodings made once per object (the same object → the same bytes, a new object → its own).
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { derivedFrom, sendKept } from '../src/http/kept-answer';

describe('a kept answer', () => {
  it('is sent in the encoding asked for, made once per object, with its own cache control', async () => {
    let current: object = { data: { names: Array.from({ length: 200 }, (_, i) => `player ${i}`) } };
    const app = Fastify();
    app.get('/kept', (request, reply) => sendKept(request, reply, current));
    app.get('/small', (request, reply) => sendKept(request, reply, { ok: true }, 'no-store'));
    const get = (url: string, encoding?: string) =>
      app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const br = await get('/kept', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('private, no-store');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(current);
    expect((await get('/kept', 'br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await get('/kept', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(current);
    const plain = await get('/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(current);

    current = { data: { names: ['someone else'] } };
    expect((await get('/kept', 'br')).json()).toEqual(current); // small: sent as it is
    const small = await get('/small', 'br');
    expect([small.headers['content-encoding'], small.headers['cache-control'], small.body]).toEqual([
      undefined,
      'no-store',
      '{"ok":true}',
    ]);
  });

  it('derives one object per pair of kept objects', () => {
    const memo = new WeakMap<object, WeakMap<object, { n: number }>>();
    const [shared, mine, theirs] = [{}, {}, {}];
    let made = 0;
    const derive = () => ({ n: ++made });
    const first = derivedFrom(memo, shared, mine, derive);
    expect(derivedFrom(memo, shared, mine, derive)).toBe(first);
    expect(derivedFrom(memo, shared, theirs, derive)).toEqual({ n: 2 });
    expect(derivedFrom(memo, {}, mine, derive)).toEqual({ n: 3 });
  });
});
