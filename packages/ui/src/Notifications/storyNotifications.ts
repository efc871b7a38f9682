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
