import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlagEvidenceList, type FlagEvidenceItem } from './FlagEvidenceList';

const evidence: FlagEvidenceItem[] = [
  {
    id: 'device:3f9c2a71-device',
    signal: 'device',
    value: '3f9c2a71-5b0e-4c8f-9d21-7a6e0b4c1d2f',
    firstSeen: 'Nov 27, 2026, 9:14 PM',
    lastSeen: 'Nov 28, 2026, 11:58 AM',
    count: 4,
    accounts: ['Huda Al-Amiri', 'Omar Haddad'],
  },
  {
    id: 'payout_email:family@paypal.test',
    signal: 'payout_email',
    value: 'family@paypal.test',
    firstSeen: 'Nov 28, 2026, 10:02 AM',
    lastSeen: 'Nov 28, 2026, 10:02 AM',
    count: 1,
    accounts: ['Huda Al-Amiri', 'Omar Haddad', 'Sara Haddad'],
  },
];

const meta = {
  title: 'Admin/FlagEvidenceList',
  component: FlagEvidenceList,
  args: { evidence },
} satisfies Meta<typeof FlagEvidenceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each signal in words, the shared value, first and last seen, how many times and the accounts. */
export const Evidence: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Evidence' });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const device = within(items[0]!);
    await expect(device.getByRole('heading', { level: 3, name: 'Shared device' })).toBeVisible();
    await expect(items[0]).toHaveTextContent('Shared value3f9c2a71-5b0e-4c8f-9d21-7a6e0b4c1d2f');
    await expect(items[0]).toHaveTextContent('First seenNov 27, 2026, 9:14 PM');
    await expect(items[0]).toHaveTextContent('Last seenNov 28, 2026, 11:58 AM');
    await expect(items[0]).toHaveTextContent('Times seen4');
    await expect(items[0]).toHaveTextContent('AccountsHuda Al-Amiri, Omar Haddad');
    await expect(within(items[1]!).getByRole('heading', { name: 'Same payout email' })).toBeVisible();
    await expect(items[1]).toHaveTextContent('AccountsHuda Al-Amiri, Omar Haddad, Sara Haddad');
  },
};

export const EvidenceRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'الأدلة' });
    await expect(within(region).getByRole('heading', { name: 'جهاز مشترك' })).toBeVisible();
    await expect(within(region).getByRole('heading', { name: 'بريد الدفع نفسه' })).toBeVisible();
    await expect(getComputedStyle(region).direction).toBe('rtl');
  },
};

/** Hindi: the longer words still wrap inside each card. */
export const Hindi: Story = { globals: { locale: 'hi' } };

export const Empty: Story = {
  args: { evidence: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No evidence is recorded for this flag.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
