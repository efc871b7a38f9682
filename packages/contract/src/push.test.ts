import { describe, expect, it } from 'vitest';
import { pushPayloadSchema } from './push';

describe('a push payload', () => {
  const payload = (url: string) => ({
    title: 'Arena',
    body: 'Result',
    url,
    tag: 't',
    lang: 'en',
    dir: 'ltr',
  });

  it('opens only a path on this site', () => {
    expect(pushPayloadSchema.safeParse(payload('/challenge/1')).success).toBe(true);
    expect(pushPayloadSchema.safeParse(payload('/')).success).toBe(true);
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'challenge/1']) {
      expect(pushPayloadSchema.safeParse(payload(elsewhere)).success).toBe(false);
    }
  });
});
