import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { WithdrawalPanel, type WithdrawalCardOption } from './WithdrawalPanel';

// The panel says its own words (wallet.withdrawal.* in the locale files, issue 32); stories give it data.

const cards: WithdrawalCardOption[] = [
  { id: 'card-1', brand: 'Visa', maskedNumber: '411111******1111' },
  { id: 'card-2', brand: 'Mastercard', maskedNumber: '555555******4444' },
];

type Args = ComponentProps<typeof WithdrawalPanel>;

/** Holds the form the way the withdrawal machine does. */
function Harness(args: Args) {
  const [method, setMethod] = useState(args.method);
  const [amount, setAmount] = useState(args.amount);
  const [email, setEmail] = useState(args.email);
  const [cardId, setCardId] = useState(args.cardId);
  return (
    <WithdrawalPanel
      {...args}
      method={method}
      amount={amount}
      email={email}
      cardId={cardId}
      onMethodChange={(next) => {
        setMethod(next);
        setAmount((current) => Math.max(current, next === 'card' ? 1500 : 1000));
        args.onMethodChange(next);
      }}
      onAmountChange={(next) => {
        setAmount(next);
        args.onAmountChange(next);
      }}
      onEmailChange={(next) => {
        setEmail(next);
        args.onEmailChange(next);
      }}
      onCardChange={(next) => {
        setCardId(next);
        args.onCardChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Wallet/WithdrawalPanel',
  component: WithdrawalPanel,
  render: (args) => <Harness {...args} />,
  args: {
    crystals: 3_250,
    method: 'paypal',
    amount: 1_500,
    email: 'player@example.com',
    cards,
    cardId: 'card-2',
    cardsStatus: 'loaded',
    onMethodChange: fn(),
    onAmountChange: fn(),
    onEmailChange: fn(),
    onCardChange: fn(),
    onCardsRetry: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof WithdrawalPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;

/** The slider moves in steps of 100; the method toggle is a radio group; submit asks. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Amount' });
    await expect(slider).toHaveAttribute('aria-valuetext', '1,500 crystals, worth $30.00');
    fireEvent.change(slider, { target: { value: '1600' } });
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(1_600);
    await expect(canvas.getByText('≈ $32.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** spec §4: the method toggles between the payment email and a card, by keyboard too. */
export const ToggleToCard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const paypal = canvas.getByRole('radio', { name: 'Payment email' });
    await expect(paypal).toBeChecked();
    paypal.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMethodChange).toHaveBeenLastCalledWith('card');
    await expect(canvas.getByRole('radio', { name: /Mastercard/ })).toBeChecked();
    await expect(canvas.getByText('Minimum 1,500')).toBeVisible();
  },
};

export const PaymentEmail: Story = {};
export const PaymentEmailRTL: Story = {
  ...rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('سحب الكريستالات')).toBeVisible();
  },
};

/** spec §2: the saved-card picker (brand and masked number, left to right in every language). */
export const Card: Story = {
  args: { method: 'card', amount: 2_000 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Mastercard 5555 55•• •••• 4444' }),
    ).toBeChecked();
  },
};
export const CardRTL: Story = { ...rtl, args: { method: 'card', amount: 2_000 } };

export const CardsLoading: Story = {
  args: { method: 'card', cardsStatus: 'loading', cards: [], cardId: null },
};
export const CardsLoadingRTL: Story = {
  ...rtl,
  args: { method: 'card', cardsStatus: 'loading', cards: [], cardId: null },
};

const addCard = <Link href="#payment-methods">Add a card in Payment methods</Link>;
const addCardArabic = <Link href="#payment-methods">أضف بطاقة في طرق الدفع</Link>;

export const NoCards: Story = {
  args: {
    method: 'card',
    cards: [],
    cardId: null,
    addCard,
    fieldErrors: { cardId: 'Please select a card for the payout' },
  },
};
export const NoCardsRTL: Story = {
  ...rtl,
  args: {
    method: 'card',
    cards: [],
    cardId: null,
    addCard: addCardArabic,
    fieldErrors: { cardId: 'يرجى اختيار بطاقة للدفع' },
  },
};

export const CardsFailed: Story = {
  args: {
    method: 'card',
    cardsStatus: 'failed',
    cards: [],
    cardId: null,
    cardsError: 'Failed to load payment methods',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onCardsRetry).toHaveBeenCalledTimes(1);
  },
};
export const CardsFailedRTL: Story = {
  ...rtl,
  args: {
    method: 'card',
    cardsStatus: 'failed',
    cards: [],
    cardId: null,
    cardsError: 'تعذّر تحميل طرق الدفع',
  },
};

/** Fewer crystals than the method's minimum: the slider is off and says why. */
export const NotEnoughCrystals: Story = {
  args: { crystals: 950, amount: 1_000 },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Amount' });
    await expect(slider).toBeDisabled();
    await expect(slider).toHaveAccessibleDescription('You need at least 1,000 crystals for this method.');
  },
};
export const NotEnoughCrystalsRTL: Story = { ...rtl, args: { crystals: 950, amount: 1_000 } };

/** spec §5: 'Email address is required for withdrawal'. */
export const FieldErrors: Story = {
  args: { email: '', fieldErrors: { email: 'Email address is required for withdrawal' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Payment email' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Email address is required for withdrawal/);
  },
};
export const FieldErrorsRTL: Story = {
  ...rtl,
  args: { email: '', fieldErrors: { email: 'عنوان البريد الإلكتروني مطلوب للسحب' } },
};

/** spec §8: the server's message (or 'Withdrawal failed'). */
export const Failed: Story = {
  args: { error: 'You do not have enough crystals for this withdrawal.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have enough crystals for this withdrawal.',
    );
  },
};
export const FailedRTL: Story = { ...rtl, args: { error: 'فشل السحب' } };

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('slider', { name: 'Amount' })).toBeDisabled();
  },
};
export const SubmittingRTL: Story = { ...rtl, args: { submitting: true } };

export const PaymentEmailUrdu: Story = { globals: { locale: 'ur' } };
export const CardHindi: Story = { globals: { locale: 'hi' }, args: { method: 'card', amount: 2_000 } };
