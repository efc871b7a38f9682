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
  const live = { sandbox: false, sandboxProviders: [] };
  it('accepts both database engines and nothing else', () => {
    expect(healthResponseSchema.parse({ status: 'ok', database: 'pglite', ...live }).database).toBe('pglite');
    expect(healthResponseSchema.parse({ status: 'ok', database: 'postgres', ...live }).database).toBe(
      'postgres',
    );
    expect(healthResponseSchema.safeParse({ status: 'ok', database: 'sqlite', ...live }).success).toBe(false);
  });

  it('says whether any provider is a sandbox, naming only known providers', () => {
    const demo = {
      status: 'ok',
      database: 'postgres',
      sandbox: true,
      sandboxProviders: ['mail', 'checkout'],
    };
    expect(healthResponseSchema.parse(demo).sandboxProviders).toEqual(['mail', 'checkout']);
    expect(healthResponseSchema.safeParse({ ...demo, sandboxProviders: ['fax'] }).success).toBe(false);
    expect(healthResponseSchema.safeParse({ status: 'ok', database: 'postgres' }).success).toBe(false);
  });
});
