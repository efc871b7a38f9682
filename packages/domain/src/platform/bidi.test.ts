import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps text in first-strong and pop-directional isolates', () => {
    expect(isolate('Demo Player')).toBe('\u2068Demo Player\u2069');
    expect([...isolate('ب')].map((c) => c.codePointAt(0))).toEqual([0x2068, 0x628, 0x2069]);
  });
});
