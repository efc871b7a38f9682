import { describe, expect, it } from 'vitest';
import { errorResponseSchema, healthResponseSchema } from './index';

describe('error envelope', () => {
  it('accepts the server error shape', () => {
    expect(errorResponseSchema.parse({ status: 'error', message: 'Not found' })).toEqual({
      status: 'error',
      message: 'Not found',
    });
  });

  it('refuses a body without a message', () => {
    expect(errorResponseSchema.safeParse({ status: 'error' }).success).toBe(false);
  });
});

describe('health', () => {
  it('accepts both database engines and nothing else', () => {
    expect(healthResponseSchema.parse({ status: 'ok', database: 'pglite' }).database).toBe('pglite');
    expect(healthResponseSchema.parse({ status: 'ok', database: 'postgres' }).database).toBe('postgres');
    expect(healthResponseSchema.safeParse({ status: 'ok', database: 'sqlite' }).success).toBe(false);
  });
});
