import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { PaymentResult } from './PaymentResult';

// The transaction id row says its own words (payments.*); the title, body and links are the page's.
const transactionId = { value: 'TXN-8F3A2C91-4D7E', onCopy: fn() };

const successLinks = (
  <>
    <Button href="/challenges">Browse challenges</Button>
    <Button href="/store" variant="secondary">
      Back to store
    </Button>
  </>
);

const meta = {
  title: 'Store/PaymentResult',
  component: PaymentResult,
  args: {
    variant: 'success',
    title: 'Payment successful',
    body: '6 GCoins were added to your wallet.',
    transactionId,
    actions: successLinks,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['processing', 'success', 'failure'] } },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
    await expect(canvas.getByText('Transaction ID')).toBeVisible();
    await expect(canvas.getByText('TXN-8F3A2C91-4D7E')).toBeVisible();
    // Copying is CopyButton's story: its 2 s confirmation would race the screenshot here.
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
    await expect(args.actions).toBeTruthy();
  },
};

export const Failure: Story = {
  args: {
    variant: 'failure',
    title: 'Payment failed',
    body: 'Your payment has failed. No charges were made.',
    transactionId: undefined,
    actions: (
      <>
        <Button href="/store">Try Again</Button>
        <Button href="/wallet" variant="secondary">
          Wallet
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No charges were made.');
  },
};

export const Processing: Story = {
  args: {
    variant: 'processing',
    title: 'Confirming your payment…',
    body: 'This takes a few seconds. Please keep this page open.',
    transactionId: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirming your payment…');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تم الدفع بنجاح',
    body: 'أُضيفت 6 عملات جي إلى محفظتك.',
    transactionId,
    actions: (
      <>
        <Button href="/challenges">تصفح التحديات</Button>
        <Button href="/store" variant="secondary">
          العودة إلى المتجر
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('رقم المعاملة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نسخ' })).toBeEnabled();
  },
};

export const RTLFailure: Story = {
  globals: { locale: 'ar' },
  args: {
    variant: 'failure',
    title: 'فشل الدفع',
    body: 'فشلت عملية الدفع. لم يتم خصم أي مبلغ.',
    transactionId: undefined,
    actions: (
      <>
        <Button href="/store">حاول مرة أخرى</Button>
        <Button href="/wallet" variant="secondary">
          المحفظة
        </Button>
      </>
    ),
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    variant: 'failure',
    title: 'ادائیگی ناکام ہو گئی',
    body: 'آپ کی ادائیگی ناکام ہو گئی۔ کوئی رقم نہیں کاٹی گئی۔',
    transactionId: undefined,
    actions: (
      <>
        <Button href="/store">دوبارہ کوشش کریں</Button>
        <Button href="/wallet" variant="secondary">
          والیٹ
        </Button>
      </>
    ),
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    title: 'भुगतान सफल',
    body: 'आपके वॉलेट में 6 GCoins जोड़े गए।',
    actions: undefined,
  },
};
