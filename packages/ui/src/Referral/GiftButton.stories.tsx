import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HeaderBalances } from '../BalancePill';
import { GiftButton } from './GiftButton';

const meta = {
  title: 'Referral/GiftButton',
  component: GiftButton,
  args: { onClick: fn() },
} satisfies Meta<typeof GiftButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its own words (referral.offer.giftButton), at least 44 × 44 px, and a press opens the offer. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Special offer' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const DefaultRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'عرض خاص' })).toBeVisible();
  },
};
export const DefaultUrdu: Story = { globals: { locale: 'ur' } };
export const DefaultHindi: Story = { globals: { locale: 'hi' } };

/** The pulse is a ring animation on ::after, and the button's own reduced-motion rule stills it. */
export const PulseRing: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(getComputedStyle(button, '::after').animationName).not.toBe('none');
    const ownClass = [...button.classList].find((name) => name.startsWith('css-')) ?? 'missing';
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const stilled = rules.some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.includes('prefers-reduced-motion: reduce') &&
        [...rule.cssRules].some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            inner.selectorText === `.${ownClass}::after` &&
            inner.style.animationName === 'none',
        ),
    );
    await expect(stilled).toBe(true);
  },
};

/** Beside the balances in the phone header (360 px). */
export const InHeader: Story = {
  render: (args) => (
    <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px' }}>
      <HeaderBalances
        gCoins={1_250}
        crystals={18_475}
        compact
        href="/wallet"
      />
      <GiftButton {...args} />
    </div>
  ),
};
export const InHeaderRTL: Story = {
  ...InHeader,
  globals: { locale: 'ar' },
  render: (args) => (
    <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px' }}>
      <HeaderBalances
        gCoins={1_250}
        crystals={18_475}
        compact
        href="/wallet"
      />
      <GiftButton {...args} />
    </div>
  ),
};
