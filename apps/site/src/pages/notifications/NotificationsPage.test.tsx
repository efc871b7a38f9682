import type { Notification, NotificationsResponse } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { player } from '../../layout/test-player';
import { NotificationsContext } from '../../session/NotificationsProvider';
import { locales, renderPage } from '../../test/render-page';
import NotificationsPage from './NotificationsPage';

// Issue 16 /notifications: the inbox worded from its data in the reader's language, an opened entry marked
// read, Mark all as read, Load more by cursor, the bell's count kept in step, and the email setting. Issue 34
// row 9 (decision 0047): passport and payout entries, in their own words, leading to the wallet. Issue 33
// (decision 0071): an overtaken entry with its new rank, leading to its challenge.
const { en, ar } = locales;

const entry = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'challenge_started',
  challengeId: `c-${id}`,
  challengeTitle: `Cup ${id}`,
  gameId: 'valorant',
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  readAt: null,
  endTime: '2026-12-01T00:00:00.000Z',
  result: null,
  refundedGCoins: null,
  rejectionReason: null,
  payout: null,
  overtaken: null,
  ...overrides,
});

const started = entry('n1');
const result = entry('n2', {
  kind: 'challenge_result',
  challengeTitle: 'Dota Series',
  readAt: '2026-11-26T10:00:00.000Z',
  result: { rank: 1, players: 12, prize: { title: 'First place', value: 50 }, xp: 200 },
});
const voided = entry('n3', { kind: 'challenge_voided', challengeTitle: 'League Night', refundedGCoins: 5 });
const account = { challengeId: null, challengeTitle: null, gameId: null, endTime: null } as const;
const passportVerified = entry('n4', { ...account, kind: 'passport_verified' });
const passportRejected = entry('n5', {
  ...account,
  kind: 'passport_rejected',
  rejectionReason: 'The photo is blurred.',
});
const payoutPaid = entry('n6', {
  ...account,
  kind: 'payout_paid',
  payout: { withdrawalId: 'w-1', crystals: 1500 },
});
const payoutFailed = entry('n7', {
  ...account,
  kind: 'payout_failed',
  readAt: '2026-11-26T10:00:00.000Z',
  payout: { withdrawalId: 'w-2', crystals: 500 },
});

function setup(pages: NotificationsResponse[], lang: 'en' | 'ar' = 'en', email = true) {
  const notifications = vi.fn(async (cursor?: string) => {
    const page = pages.shift();
    if (!page) throw new Error(`no page for cursor ${String(cursor)}`);
    return page;
  });
  const markNotificationsRead = vi.fn(async () => ({ unreadCount: 0 }));
  const notificationSettings = vi.fn(async () => ({ email }));
  const saveNotificationSettings = vi.fn(async (next: boolean) => ({ email: next }));
  // The Web Push section's switches (issue 33; PushSection.test.tsx tests the section itself).
  const pushPreferences = vi.fn(async () => ({
    preferences: { challenge_start: true, last_hours: true, overtaken: true, result: true, payout: true },
    devices: 0,
  }));
  const setUnreadCount = vi.fn();
  const page = (
    <NotificationsContext.Provider value={{ unreadCount: 0, setUnreadCount }}>
      <NotificationsPage />
    </NotificationsContext.Provider>
  );
  const view = renderPage(page, {
    path: '/notifications',
    user: player(),
    lang,
    routes: ['/challenge/:id', '/challenges', '/join', '/wallet', '/wallet/transactions'],
    api: {
      notifications,
      markNotificationsRead,
      notificationSettings,
      saveNotificationSettings,
      pushPreferences,
    },
  });
  return { view, notifications, markNotificationsRead, saveNotificationSettings, setUnreadCount };
}

const entries = async (name = en.notifications.inbox.listLabel) =>
  within(await screen.findByRole('list', { name })).getAllByRole('link');

describe('NotificationsPage (issue 16)', () => {
  it('shows each entry in words from its data, marks all read, and tells the bell', async () => {
    const { markNotificationsRead, setUnreadCount, notifications } = setup([
      { items: [started, result, voided], unreadCount: 2, nextCursor: null },
    ]);
    const links = await entries();
    expect(notifications).toHaveBeenCalledWith(undefined);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/challenge/c-n1',
      '/challenge/c-n2',
      '/challenge/c-n3',
    ]);
    expect(links[0]?.textContent).toContain('«Cup n1» has started — play your matches now');
    expect(links[0]?.textContent).toContain(en.notifications.inbox.unread);
    expect(links[0]?.textContent).toContain('2 hours ago');
    expect(links[1]?.textContent).toContain('You finished #1 of 12 in «Dota Series»');
    expect(links[1]?.textContent).toContain('Prize: First place ($50.00)');
    expect(links[1]?.textContent).toContain('+200 XP');
    expect(links[1]?.textContent).not.toContain(en.notifications.inbox.unread);
    expect(links[2]?.textContent).toContain('«League Night» was voided; 5 GCoins refunded');
    expect(setUnreadCount).toHaveBeenLastCalledWith(2);

    await userEvent.click(screen.getByRole('button', { name: en.notifications.inbox.markAll }));
    expect(markNotificationsRead).toHaveBeenCalledWith(undefined);
    expect(setUnreadCount).toHaveBeenLastCalledWith(0);
    expect(screen.queryByRole('button', { name: en.notifications.inbox.markAll })).toBeNull();
    expect((await entries())[0]?.textContent).not.toContain(en.notifications.inbox.unread);
  });

  it('opening an unread entry marks it read and goes to its challenge', async () => {
    const { view, markNotificationsRead, setUnreadCount } = setup([
      { items: [started, result], unreadCount: 1, nextCursor: null },
    ]);
    const links = await entries();
    expect(setUnreadCount).toHaveBeenLastCalledWith(1);
    await userEvent.click(links[0] as HTMLElement);
    expect(markNotificationsRead).toHaveBeenCalledWith(['n1']);
    expect(setUnreadCount).toHaveBeenLastCalledWith(0);
    expect((await view).router.state.location.pathname).toBe('/challenge/c-n1');
  });

  it('loads older entries by the cursor', async () => {
    const { notifications } = setup([
      { items: [started], unreadCount: 1, nextCursor: 'older-1' },
      { items: [result], unreadCount: 1, nextCursor: null },
    ]);
    await entries();
    await userEvent.click(screen.getByRole('button', { name: en.notifications.inbox.loadMore }));
    expect(notifications).toHaveBeenLastCalledWith('older-1');
    expect(await screen.findByText(/You finished #1 of 12/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.notifications.inbox.loadMore })).toBeNull();
  });

  it('an empty inbox says what will come and links to the challenges', async () => {
    setup([{ items: [], unreadCount: 0, nextCursor: null }]);
    expect(await screen.findByRole('heading', { name: en.notifications.inbox.empty.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.notifications.inbox.empty.action }).getAttribute('href')).toBe(
      '/challenges',
    );
  });

  it('a failed load offers Try again', async () => {
    const { notifications } = setup([{ items: [started], unreadCount: 1, nextCursor: null }]);
    notifications.mockRejectedValueOnce(new Error('offline'));
    expect(await screen.findByRole('heading', { name: en.errors.network.connectionError })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: en.notifications.inbox.retry }));
    expect((await entries()).length).toBe(1);
  });

  it('the email setting: on, switched off and on again', async () => {
    const { saveNotificationSettings } = setup([{ items: [], unreadCount: 0, nextCursor: null }]);
    const toggle = await screen.findByRole('switch', { name: en.notifications.settings.email });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(saveNotificationSettings).toHaveBeenLastCalledWith(false);
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: en.notifications.settings.email }).getAttribute('aria-checked'),
      ).toBe('false'),
    );
    await userEvent.click(screen.getByRole('switch', { name: en.notifications.settings.email }));
    expect(saveNotificationSettings).toHaveBeenLastCalledWith(true);
  });

  it('speaks Arabic: the same data in Arabic words, the page title and the setting', async () => {
    setup([{ items: [started, result], unreadCount: 1, nextCursor: null }], 'ar', false);
    const links = await entries(ar.notifications.inbox.listLabel);
    expect(links[0]?.textContent).toContain('بدأ «\u2068Cup n1\u2069»، العب مبارياتك الآن');
    expect(links[0]?.textContent).toContain(ar.notifications.inbox.unread);
    expect(links[1]?.textContent).toContain('أنهيت «\u2068Dota Series\u2069» في المركز 1 من 12 لاعبًا');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ar.notifications.inbox.title);
    const toggle = await screen.findByRole('switch', { name: ar.notifications.settings.email });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.title).toBe(ar.notifications.inbox.metaTitle);
  });
  it('words passport and payout entries and links them to the wallet and the transaction history', async () => {
    const { view, markNotificationsRead } = setup([
      {
        items: [passportVerified, payoutPaid, passportRejected, payoutFailed],
        unreadCount: 3,
        nextCursor: null,
      },
    ]);
    const links = await entries();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/wallet#passport',
      '/wallet/transactions',
      '/wallet#passport',
      '/wallet/transactions',
    ]);
    const inbox = en.notifications.inbox;
    expect(links[0]?.textContent).toContain(inbox.kind.passport_verified);
    expect(links[0]?.textContent).toContain('Your passport is verified — you can withdraw your crystals');
    expect(links[1]?.textContent).toContain(inbox.kind.payout_paid);
    expect(links[1]?.textContent).toContain('Your withdrawal of 1500 crystals has been paid');
    expect(links[2]?.textContent).toContain(inbox.kind.passport_rejected);
    expect(links[2]?.textContent).toContain('Your passport was not accepted — upload a new one to withdraw');
    expect(links[2]?.textContent).toContain('Reason: The photo is blurred.');
    expect(links[3]?.textContent).toContain(inbox.kind.payout_failed);
    expect(links[3]?.textContent).toContain(
      'Your withdrawal of 500 crystals could not be paid; the crystals are back in your wallet',
    );
    expect(links[3]?.textContent).not.toContain(inbox.unread);

    await userEvent.click(links[0] as HTMLElement);
    expect(markNotificationsRead).toHaveBeenCalledWith(['n4']);
    const { router } = await view;
    expect(router.state.location.pathname).toBe('/wallet');
    expect(router.state.location.hash).toBe('#passport');
  });

  it('a payout entry opens the transaction history', async () => {
    const { view } = setup([{ items: [payoutFailed], unreadCount: 0, nextCursor: null }]);
    await userEvent.click((await entries())[0] as HTMLElement);
    expect((await view).router.state.location.pathname).toBe('/wallet/transactions');
  });

  it('an overtaken entry (decision 0071) tells the new rank, names nobody, and opens its challenge', async () => {
    const overtaken = entry('n8', {
      kind: 'challenge_overtaken',
      challengeTitle: 'Night Cup',
      overtaken: { rank: 3 },
    });
    const { view, markNotificationsRead } = setup([{ items: [overtaken], unreadCount: 1, nextCursor: null }]);
    const [link] = await entries();
    expect(link?.getAttribute('href')).toBe('/challenge/c-n8');
    expect(link?.textContent).toContain(en.notifications.inbox.kind.challenge_overtaken);
    expect(link?.textContent).toContain('Someone passed you in «Night Cup»: you are now #3');
    await userEvent.click(link as HTMLElement);
    expect(markNotificationsRead).toHaveBeenCalledWith(['n8']);
    expect((await view).router.state.location.pathname).toBe('/challenge/c-n8');
  });

  it('speaks Arabic for an overtaken entry, the Latin title isolated', async () => {
    const overtaken = entry('n9', {
      kind: 'challenge_overtaken',
      challengeTitle: 'Night Cup',
      overtaken: { rank: 2 },
    });
    setup([{ items: [overtaken], unreadCount: 1, nextCursor: null }], 'ar');
    const [link] = await entries(ar.notifications.inbox.listLabel);
    expect(link?.textContent).toContain(ar.notifications.inbox.kind.challenge_overtaken);
    expect(link?.textContent).toContain('تجاوزك لاعب في «\u2068Night Cup\u2069»، وأصبحت في المركز 2');
  });

  it('speaks Arabic for account entries too', async () => {
    setup([{ items: [passportRejected, payoutFailed], unreadCount: 1, nextCursor: null }], 'ar');
    const links = await entries(ar.notifications.inbox.listLabel);
    expect(links[0]?.textContent).toContain(ar.notifications.inbox.kind.passport_rejected);
    expect(links[0]?.textContent).toContain('لم يُقبل جواز سفرك، ارفع جوازًا جديدًا لتتمكّن من السحب');
    // The operator's Latin words are isolated inside the Arabic line.
    expect(links[0]?.textContent).toContain('السبب: \u2068The photo is blurred.\u2069');
    // 500 takes Arabic's "other" form.
    expect(links[1]?.textContent).toContain(
      'تعذّر صرف سحبك البالغ 500 كريستالة، وأُعيدت الكريستالات إلى محفظتك',
    );
  });
});
