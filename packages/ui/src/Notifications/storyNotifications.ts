import { fn } from 'storybook/test';
import type { NotificationView } from './notificationWords';

/** The stories' now: every entry's time is shown relative to it. */
export const storyNow = Date.parse('2026-11-27T12:00:00.000Z');

const base = {
  readAt: null,
  result: null,
  refundedGCoins: null,
} as const;

export const started: NotificationView = {
  ...base,
  id: 'n-1',
  kind: 'challenge_started',
  challengeId: 'c-41',
  challengeTitle: 'Valorant Weekend Cup',
  createdAt: '2026-11-27T11:40:00.000Z',
};

export const ending: NotificationView = {
  ...base,
  id: 'n-2',
  kind: 'challenge_ending',
  challengeId: 'c-38',
  challengeTitle: 'CS2 Daily Clash',
  createdAt: '2026-11-27T09:00:00.000Z',
};

export const winner: NotificationView = {
  ...base,
  id: 'n-3',
  kind: 'challenge_result',
  challengeId: 'c-30',
  challengeTitle: 'Dota 2 Premium Series',
  createdAt: '2026-11-26T10:00:00.000Z',
  readAt: '2026-11-26T19:00:00.000Z',
  result: { rank: 2, players: 48, prize: { title: 'Second place', value: 25 }, xp: 150 },
};

export const unranked: NotificationView = {
  ...base,
  id: 'n-4',
  kind: 'challenge_result',
  challengeId: 'c-29',
  challengeTitle: 'Brawl Stars Booster',
  createdAt: '2026-11-25T18:00:00.000Z',
  readAt: '2026-11-25T20:00:00.000Z',
  result: { rank: null, players: 12, prize: null, xp: 0 },
};

export const voided: NotificationView = {
  ...base,
  id: 'n-5',
  kind: 'challenge_voided',
  challengeId: 'c-27',
  challengeTitle: 'League Night Premium',
  createdAt: '2026-11-24T08:00:00.000Z',
  refundedGCoins: 3,
};

/** Passed on a running challenge's leaderboard (decision 0071): the place dropped to, nobody named. */
export const overtaken: NotificationView = {
  ...base,
  id: 'n-10',
  kind: 'challenge_overtaken',
  challengeId: 'c-41',
  challengeTitle: 'Valorant Weekend Cup',
  createdAt: '2026-11-27T11:55:00.000Z',
  overtaken: { rank: 4 },
};

// Account entries (decision 0047): no challenge, their own figures.

export const passportVerified: NotificationView = {
  ...base,
  id: 'n-6',
  kind: 'passport_verified',
  challengeId: null,
  challengeTitle: null,
  createdAt: '2026-11-27T11:00:00.000Z',
};

export const passportRejected: NotificationView = {
  ...base,
  id: 'n-7',
  kind: 'passport_rejected',
  challengeId: null,
  challengeTitle: null,
  createdAt: '2026-11-26T15:00:00.000Z',
  rejectionReason: 'The photo is blurred.',
};

export const payoutPaid: NotificationView = {
  ...base,
  id: 'n-8',
  kind: 'payout_paid',
  challengeId: null,
  challengeTitle: null,
  createdAt: '2026-11-27T10:30:00.000Z',
  payout: { withdrawalId: 'w-12', crystals: 1500 },
};

export const payoutFailed: NotificationView = {
  ...base,
  id: 'n-9',
  kind: 'payout_failed',
  challengeId: null,
  challengeTitle: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  readAt: '2026-11-25T12:00:00.000Z',
  payout: { withdrawalId: 'w-11', crystals: 750 },
};

/** Where the stories' entries lead, as the site's inbox page links them. */
export function storyHref(entry: NotificationView): string {
  if (entry.kind === 'passport_verified' || entry.kind === 'passport_rejected') return '/wallet#passport';
  if (entry.kind === 'payout_paid' || entry.kind === 'payout_failed') return '/wallet/transactions';
  return `/challenge/${entry.challengeId ?? ''}`;
}

/** What every NotificationList story passes besides its entries: a ready first page and spied callbacks. */
export function storyListArgs() {
  return {
    status: 'ready' as const,
    unreadCount: 2,
    onRetry: fn(),
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    hrefFor: storyHref,
    now: storyNow,
  };
}
