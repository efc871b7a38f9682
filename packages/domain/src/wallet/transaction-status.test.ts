import { describe, expect, it } from 'vitest';
import { transactionStatusDisplay } from './transaction-status';

describe('transactionStatusDisplay (spec §4)', () => {
  it('shows completed, refunded for a failed (refunded) withdrawal, or pending for anything else', () => {
    expect(transactionStatusDisplay('completed')).toBe('completed');
    expect(transactionStatusDisplay('pending')).toBe('pending');
    expect(transactionStatusDisplay('failed')).toBe('refunded');
    expect(transactionStatusDisplay('processing')).toBe('pending');
    expect(transactionStatusDisplay('')).toBe('pending');
    expect(transactionStatusDisplay(undefined)).toBe('pending');
  });
});
