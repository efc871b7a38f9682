// Fair-play flags as the API answers them, for the flags pages' DOM tests.
export const summary = {
  id: 'flag-1',
  status: 'open' as const,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T12:30:00.000Z',
  accounts: [
    { id: 'u-huda', name: 'Huda' },
    { id: 'u-omar', name: 'Omar' },
  ],
  signals: ['device' as const, 'payout_email' as const],
  resolution: null,
};

export const detail = {
  ...summary,
  evidence: [
    {
      signal: 'device' as const,
      value: 'dev-3f9c2a71',
      userIds: ['u-huda', 'u-omar'],
      firstSeen: '2026-03-01T10:00:00.000Z',
      lastSeen: '2026-03-02T12:30:00.000Z',
      count: 3,
    },
    {
      signal: 'payout_email' as const,
      value: 'family@paypal.test',
      userIds: ['u-huda', 'u-omar'],
      firstSeen: '2026-03-02T09:00:00.000Z',
      lastSeen: '2026-03-02T09:00:00.000Z',
      count: 1,
    },
  ],
  players: [
    {
      id: 'u-huda',
      name: 'Huda',
      email: 'huda@example.com',
      role: 'user' as const,
      blocked: false,
      payoutsHeld: false,
    },
    {
      id: 'u-omar',
      name: 'Omar',
      email: 'omar@example.com',
      role: 'user' as const,
      blocked: true,
      payoutsHeld: true,
    },
  ],
};

export const resolvedWith = (action: 'dismiss' | 'hold_payouts' | 'block') => ({
  ...detail,
  status: 'resolved' as const,
  resolution: {
    action,
    note: 'Same phone, same payout email.',
    operatorId: 'op1',
    operatorName: 'Layla',
    resolvedAt: '2026-03-03T08:00:00.000Z',
  },
});

export const page = (rows: object[], total = rows.length) => ({
  data: rows,
  pagination: { page: 1, pageSize: 20, total },
});
