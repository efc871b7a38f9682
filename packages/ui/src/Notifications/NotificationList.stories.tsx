import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { NotificationList } from './NotificationList';
import {
  ending,
  passportRejected,
  passportVerified,
  payoutFailed,
  payoutPaid,
  started,
  storyListArgs,
  unranked,
  voided,
  winner,
} from './storyNotifications';

const meta = {
  title: 'Components/NotificationList',
  component: NotificationList,
  args: {
    ...storyListArgs(),
    notifications: [started, ending, winner],
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

/**
 * Account entries (decision 0047): a passport verified and a rejected one with its reason, each with its own
 * words and icon, leading to the wallet's passport card.
 */
export const PassportEntries: Story = {
  args: { notifications: [passportVerified, passportRejected], unreadCount: 2 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Your notifications' })).getAllByRole('link');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/wallet#passport',
      '/wallet#passport',
    ]);
    await expect(items.map((item) => item.getAttribute('data-kind'))).toEqual([
      'passport_verified',
      'passport_rejected',
    ]);
    await expect(items[0]).toHaveTextContent('Passport verified');
    await expect(items[0]).toHaveTextContent('Your passport is verified — you can withdraw your crystals');
    await expect(items[0]).toHaveTextContent('Unread');
    await expect(items[1]).toHaveTextContent('Passport rejected');
    await expect(items[1]).toHaveTextContent('Your passport was not accepted — upload a new one to withdraw');
    await expect(items[1]).toHaveTextContent('Reason: The photo is blurred.');
  },
};

/**
 * Account entries (decision 0047): a payout paid, and one that failed with its crystals back (read), leading
 * to the transaction history.
 */
export const PayoutEntries: Story = {
  args: { notifications: [payoutPaid, payoutFailed], unreadCount: 1 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Your notifications' })).getAllByRole('link');
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/wallet/transactions',
      '/wallet/transactions',
    ]);
    await expect(items[0]).toHaveTextContent('Payout paid');
    await expect(items[0]).toHaveTextContent('Your withdrawal of 1500 crystals has been paid');
    await expect(items[0]).toHaveTextContent('Unread');
    await expect(items[1]).toHaveTextContent('Payout failed');
    await expect(items[1]).toHaveTextContent(
      'Your withdrawal of 750 crystals could not be paid; the crystals are back in your wallet',
    );
    await expect(items[1]).not.toHaveTextContent('Unread');
  },
};

/** The account entries right to left (Arabic): the operator's Latin reason isolated in the sentence. */
export const AccountEntriesArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    notifications: [passportVerified, payoutPaid, passportRejected, payoutFailed],
    unreadCount: 3,
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'إشعاراتك' })).getAllByRole('link');
    await expect(items[0]).toHaveTextContent('وُثّق الجواز');
    await expect(items[0]).toHaveTextContent('وُثّق جواز سفرك، ويمكنك الآن سحب كريستالاتك');
    await expect(items[1]).toHaveTextContent('صُرف سحبك البالغ 1500 كريستالة');
    await expect(items[2]).toHaveTextContent('لم يُقبل جواز سفرك، ارفع جوازًا جديدًا لتتمكّن من السحب');
    await expect(items[2]).toHaveTextContent('السبب: \u2068The photo is blurred.\u2069');
    // 750 takes Arabic's "many" form.
    await expect(items[3]).toHaveTextContent(
      'تعذّر صرف سحبك البالغ 750 كريستالة، وأُعيدت الكريستالات إلى محفظتك',
    );
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Urdu (right to left, Nastaliq): a passport verified and a payout failed. */
export const AccountEntriesUrdu: Story = {
  globals: { locale: 'ur' },
  args: { notifications: [passportVerified, payoutFailed], unreadCount: 1 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'آپ کی اطلاعات' })).getAllByRole('link');
    await expect(items[0]).toHaveTextContent(
      'آپ کے پاسپورٹ کی تصدیق ہو گئی ہے — اب آپ اپنے کرسٹل نکلوا سکتے ہیں',
    );
    await expect(items[1]).toHaveTextContent(
      'آپ کے 750 کرسٹل کی رقم ادا نہیں ہو سکی؛ کرسٹل آپ کے والیٹ میں واپس آ گئے ہیں',
    );
  },
};

/** Hindi: a payout paid and a passport rejected with its reason. */
export const AccountEntriesHindi: Story = {
  globals: { locale: 'hi' },
  args: { notifications: [payoutPaid, passportRejected], unreadCount: 2 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'आपकी सूचनाएँ' })).getAllByRole('link');
    await expect(items[0]).toHaveTextContent('1500 क्रिस्टल की आपकी निकासी का भुगतान हो गया है');
    await expect(items[1]).toHaveTextContent('कारण: The photo is blurred.');
  },
};
