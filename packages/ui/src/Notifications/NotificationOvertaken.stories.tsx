import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationList } from './NotificationList';
import { overtaken, started, storyListArgs, winner } from './storyNotifications';

// Overtaken on a running challenge's leaderboard (issue 33, decision 0071): the place the player dropped to,
// with its own label and icon, leading to the challenge; who passed them is never said. Its own file beside
// NotificationList.stories.tsx (which is full), the same component and arguments.
const meta = {
  title: 'Components/NotificationList (overtaken)',
  component: NotificationList,
  args: {
    ...storyListArgs(),
    notifications: [overtaken, started, winner],
  },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English: the overtaken entry, unread, above a start and a result. */
export const Overtaken: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Your notifications' })).getAllByRole('link');
    await expect(items[0]).toHaveAttribute('href', '/challenge/c-41');
    await expect(items[0]).toHaveAttribute('data-kind', 'challenge_overtaken');
    await expect(items[0]).toHaveTextContent('Overtaken');
    await expect(items[0]).toHaveTextContent('Someone passed you in «Valorant Weekend Cup»: you are now #4');
    await expect(items[0]).toHaveTextContent('Unread');
    await expect(items[0]).toHaveTextContent('5 minutes ago');
  },
};

/** Arabic, right to left: the Latin title isolated (FSI … PDI) inside the sentence. */
export const OvertakenArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'إشعاراتك' })).getAllByRole('link');
    await expect(items[0]).toHaveTextContent('تجاوزك لاعب');
    await expect(items[0]).toHaveTextContent(
      'تجاوزك لاعب في «\u2068Valorant Weekend Cup\u2069»، وأصبحت في المركز 4',
    );
    await expect(items[0]).toHaveTextContent('غير مقروء');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Urdu (right to left, Nastaliq), read. */
export const OvertakenUrdu: Story = {
  globals: { locale: 'ur' },
  args: { notifications: [{ ...overtaken, readAt: '2026-11-27T11:58:00.000Z' }], unreadCount: 0 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'آپ کی اطلاعات' })).getAllByRole('link');
    await expect(items[0]).toHaveTextContent('پیچھے رہ گئے');
    await expect(items[0]).toHaveTextContent(
      '«\u2068Valorant Weekend Cup\u2069» میں کوئی آپ سے آگے نکل گیا؛ اب آپ کا نمبر #4 ہے',
    );
    await expect(items[0]).not.toHaveTextContent('نہ پڑھی گئی');
  },
};

/** Hindi (left to right, Devanagari). */
export const OvertakenHindi: Story = {
  globals: { locale: 'hi' },
  args: { notifications: [overtaken], unreadCount: 1 },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'आपकी सूचनाएँ' })).getAllByRole('link');
    await expect(items[0]).toHaveTextContent('पीछे छूटे');
    await expect(items[0]).toHaveTextContent('“Valorant Weekend Cup” में कोई आपसे आगे निकल गया; अब आप #4 पर हैं');
  },
};
