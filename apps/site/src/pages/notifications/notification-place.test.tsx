import type { Notification } from '@arena/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { player } from '../../layout/test-player';
import { NotificationsContext } from '../../session/NotificationsProvider';
import { locales, renderPage } from '../../test/render-page';
import NotificationsPage from './NotificationsPage';

// Issue 34: a result's prize named by the title a preset generates for its place ('2nd place') is told as
// that place in the reader's language ("الجائزة: المركز 2", not "الجائزة: 2nd place"); a title the operator
// wrote stays as written.
const result = (id: string, rank: number, title: string): Notification => ({
  id,
  kind: 'challenge_result',
  challengeId: `c-${id}`,
  challengeTitle: 'Valorant Premier Cup',
  gameId: 'valorant',
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  readAt: null,
  endTime: '2026-12-01T00:00:00.000Z',
  result: { rank, players: 13, prize: { title, value: 50 }, xp: 150 },
  refundedGCoins: null,
  rejectionReason: null,
  payout: null,
  overtaken: null,
});

async function inbox(lang: 'en' | 'ar', items: Notification[]) {
  const notifications = vi.fn(async () => ({ items, unreadCount: items.length, nextCursor: null }));
  await renderPage(
    <NotificationsContext.Provider value={{ unreadCount: 0, setUnreadCount: vi.fn() }}>
      <NotificationsPage />
    </NotificationsContext.Provider>,
    {
      path: '/notifications',
      user: player(),
      lang,
      routes: ['/challenge/:id', '/challenges'],
      api: {
        notifications,
        markNotificationsRead: vi.fn(async () => ({ unreadCount: 0 })),
        notificationSettings: vi.fn(async () => ({ email: true })),
      },
    },
  );
  const list = await screen.findByRole('list', { name: locales[lang].notifications.inbox.listLabel });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('a prize’s place in the inbox', () => {
  it('in Arabic: the place in Arabic words, an operator’s title as written', async () => {
    const [second, named] = await inbox('ar', [
      result('n1', 2, '2nd place'),
      result('n2', 1, 'Golden Ticket'),
    ]);
    // Right-to-left words isolate the place and the amount (FSI … PDI).
    expect(second).toContain('الجائزة: \u2068المركز 2\u2069 (\u2068$50.00\u2069)');
    expect(second).not.toContain('2nd place');
    expect(named).toContain('الجائزة: \u2068Golden Ticket\u2069 (\u2068$50.00\u2069)');
  });

  it('in Hindi and Urdu: each language’s ordinal forms', async () => {
    const hi = await initI18n('hi');
    expect([1, 2, 3, 4, 5, 6].map((count) => hi.t('notifications.place', { count, ordinal: true }))).toEqual([
      '1ला स्थान',
      '2रा स्थान',
      '3रा स्थान',
      '4था स्थान',
      '5वाँ स्थान',
      '6ठा स्थान',
    ]);
    const ur = await initI18n('ur');
    expect(ur.t('notifications.place', { count: 2, ordinal: true })).toBe('مقام نمبر 2');
  });

  it('in English: the English ordinal of any place', async () => {
    expect((await inbox('en', [result('n1', 22, '22nd place')]))[0]).toContain('Prize: 22nd place ($50.00)');
  });
});
