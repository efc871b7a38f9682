import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { NotificationList } from './NotificationList';
import { ending, started, storyNow, unranked, voided, winner } from './storyNotifications';

const meta = {
  title: 'Components/NotificationList',
  component: NotificationList,
  args: {
    status: 'ready',
    notifications: [started, ending, winner],
    unreadCount: 2,
    onRetry: fn(),
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    hrefFor: (challengeId: string) => `/challenge/${challengeId}`,
    now: storyNow,
    emptyAction: <Button href="/challenges">Browse challenges</Button>,
  },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread (said in words, not colour alone) and a read result with its rank, prize and XP. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByRole('link');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/challenge/c-41',
      '/challenge/c-38',
      '/challenge/c-30',
    ]);
    await expect(items[0]).toHaveTextContent('Unread');
    await expect(items[0]).toHaveTextContent('«Valorant Weekend Cup» has started — play your matches now');
    await expect(items[0]).toHaveTextContent('20 minutes ago');
    await expect(items[1]).toHaveTextContent('«CS2 Daily Clash» ends in less than an hour');
    await expect(items[2]).not.toHaveTextContent('Unread');
    await expect(items[2]).toHaveTextContent('You finished #2 of 48 in «Dota 2 Premium Series»');
    await expect(items[2]).toHaveTextContent('Prize: Second place ($25.00)');
    await expect(items[2]).toHaveTextContent('+150 XP');
    await expect(items[2]).toHaveTextContent('yesterday');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** A result without a rank and a voided challenge with its refund; all read, more to load. */
export const AllReadWithMore: Story = {
  args: {
    notifications: [unranked, { ...voided, readAt: '2026-11-24T09:00:00.000Z' }],
    unreadCount: 0,
    hasMore: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(canvas.getByText('«Brawl Stars Booster» has finished; you were not ranked')).toBeVisible();
    await expect(canvas.getByText('«League Night Premium» was voided; 3 GCoins refunded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Opening an entry reports it (the site marks it read and follows the link). */
export const OpenEntry: Story = {
  args: { onOpen: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    // The story stays put: the link's navigation is the site's router's business.
    canvasElement.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(canvas.getByText(/Valorant Weekend Cup/));
    await expect(args.onOpen).toHaveBeenCalledWith('n-1');
  },
};

export const Loading: Story = {
  args: { status: 'loading', notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your notifications…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing yet: what notifications will come, and where to go. */
export const Empty: Story = {
  args: { notifications: [], unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
  },
};

/** The first page failed: why, and Try again. */
export const Failed: Story = {
  args: {
    status: 'error',
    notifications: [],
    error: 'Network error. Please check your connection and try again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: /Network error/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A further page failed: the entries stay, the error sits above Load more. */
export const LoadMoreFailed: Story = {
  args: {
    notifications: [started],
    unreadCount: 1,
    hasMore: true,
    error: 'Network error. Please check your connection and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error.');
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible();
  },
};

/** Right to left (Arabic): the words from the same data, the unread edge on the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { notifications: [started, winner, voided], unreadCount: 2 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'إشعاراتك' })).getAllByRole('link');
    // Latin titles are isolated (FSI … PDI) inside the Arabic sentence.
    await expect(items[0]).toHaveTextContent('بدأ «\u2068Valorant Weekend Cup\u2069»، العب مبارياتك الآن');
    await expect(items[0]).toHaveTextContent('غير مقروء');
    await expect(items[1]).toHaveTextContent(
      'أنهيت «\u2068Dota 2 Premium Series\u2069» في المركز 2 من 48 لاعبًا',
    );
    await expect(items[1]).toHaveTextContent('الجائزة: \u2068Second place\u2069 (\u2068$25.00\u2069)');
    await expect(items[2]).toHaveTextContent('أُلغي «\u2068League Night Premium\u2069»، ورُدّ إليك 3 GCoins');
    await expect(canvas.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Urdu (right to left, Nastaliq): an empty inbox. */
export const EmptyUrdu: Story = {
  globals: { locale: 'ur' },
  args: { notifications: [], unreadCount: 0, emptyAction: <Button href="/challenges">چیلنجز دیکھیں</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ابھی کوئی اطلاع نہیں' })).toBeVisible();
  },
};

/** Arabic: the skeletons while the first page loads. */
export const LoadingArabic: Story = {
  globals: { locale: 'ar' },
  args: { status: 'loading', notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تحميل إشعاراتك…');
  },
};

/** Arabic: the first page failed, with Try again. */
export const FailedArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    status: 'error',
    notifications: [],
    error: 'خطأ في الشبكة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حاول مرة أخرى' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Arabic: read entries (an unranked result, a free challenge voided), more to load. */
export const AllReadWithMoreArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    notifications: [unranked, { ...voided, refundedGCoins: 0, readAt: '2026-11-24T09:00:00.000Z' }],
    unreadCount: 0,
    hasMore: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('انتهى «\u2068Brawl Stars Booster\u2069» ولم تُصنَّف فيه')).toBeVisible();
    await expect(
      canvas.getByText('أُلغي «\u2068League Night Premium\u2069»، وكان الدخول مجانيًا'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تحميل المزيد' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
