import { describe, expect, it } from 'vitest';
import { payoutEmailKey, planObservation, type FairPlayObservation } from './fair-play';
import { isPublicAddress } from './public-address';

const seen = new Date('2026-01-01T00:00:00Z');
const observe = (signal: FairPlayObservation['signal'], value: string, userIds: string[]) => ({
  signal,
  value,
  userIds,
  firstSeen: seen,
  lastSeen: seen,
  count: 2,
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:192.168.0.2',
    '192.0.2.1',
    '198.51.100.1',
    '203.0.113.7',
    '2001:db8::7',
    'not-an-address',
    '',
  ])('%s links nobody', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450::7', '::ffff:93.184.216.4'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('planObservation', () => {
  it('ignores a shared value seen by one account, but not a deposit then withdrawal', () => {
    expect(planObservation(observe('device', 'd1', ['a', 'a']), [], [])).toEqual({ kind: 'ignore' });
    expect(planObservation(observe('deposit_withdrawal', 'w1', ['a']), [], [])).toEqual({ kind: 'create' });
  });

  it('creates a flag when nothing names the accounts', () => {
    expect(planObservation(observe('device', 'd1', ['a', 'b']), [], [{ id: 'f0', userIds: ['z'] }])).toEqual({
      kind: 'create',
    });
  });

  it('refreshes evidence that already names every account, even in a resolved flag', () => {
    const recorded = [{ flagId: 'f1', signal: 'device' as const, value: 'd1', userIds: ['a', 'b', 'c'] }];
    expect(planObservation(observe('device', 'd1', ['b', 'a']), recorded, [])).toEqual({
      kind: 'refresh',
      flagId: 'f1',
    });
  });

  it('extends the first open flag naming one of the accounts for a new account or a new value', () => {
    const recorded = [{ flagId: 'f1', signal: 'device' as const, value: 'd1', userIds: ['a', 'b'] }];
    const open = [
      { id: 'f1', userIds: ['a', 'b'] },
      { id: 'f2', userIds: ['c'] },
    ];
    expect(planObservation(observe('device', 'd1', ['a', 'b', 'c']), recorded, open)).toEqual({
      kind: 'extend',
      flagId: 'f1',
    });
    expect(planObservation(observe('address', '93.184.216.34', ['c', 'd']), recorded, open)).toEqual({
      kind: 'extend',
      flagId: 'f2',
    });
  });
});

it('payoutEmailKey compares e-mails without case, spaces or a trailing dot', () => {
  expect(payoutEmailKey(' Winner@Example.COM. ')).toBe('winner@example.com');
});
