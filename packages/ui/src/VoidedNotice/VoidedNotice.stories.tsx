import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VoidedNotice } from './VoidedNotice';

const meta = {
  title: 'Challenges/VoidedNotice',
  component: VoidedNotice,
  args: {
    title: 'Voided: too few players',
    refund: 'Entry fees refunded',
    detail: 'Fewer players than it needs had joined when it was due to start, so it never ran.',
  },
} satisfies Meta<typeof VoidedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the challenge page: why, the explanation and the refund. */
export const Page: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('region', { name: 'Voided: too few players' });
    await expect(notice).toHaveTextContent('so it never ran.');
    await expect(notice).toHaveTextContent('Entry fees refunded');
  },
};

/** On a card: one compact line, no explanation. */
export const Card: Story = {
  args: { variant: 'card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voided: too few players')).toBeVisible();
    await expect(canvas.getByText('Entry fees refunded')).toBeVisible();
    await expect(canvas.queryByText(/never ran/)).toBeNull();
  },
};

/** The match provider could not be reached, in a free challenge: nothing to refund. */
export const ProviderUnreachableFree: Story = {
  args: {
    title: 'Voided: match data unavailable',
    refund: 'Free to enter: nothing to refund',
    detail:
      "The game's match data could not be reached for more than a quarter of the challenge, so it could not be ranked fairly.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free to enter: nothing to refund')).toBeVisible();
  },
};

/** Right to left (Arabic): the bar and the icon lead from the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <VoidedNotice
        title="أُلغي: عدد اللاعبين غير كافٍ"
        refund="رُدّت رسوم الدخول"
        detail="انضم عدد من اللاعبين أقل مما يحتاجه عند موعد بدئه، فلم يبدأ."
      />
      <VoidedNotice variant="card" title="أُلغي: عدد اللاعبين غير كافٍ" refund="رُدّت رسوم الدخول" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'أُلغي: عدد اللاعبين غير كافٍ' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
