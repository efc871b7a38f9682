import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentProgress } from './PaymentProgress';

const steps = [
  { id: 'create', label: 'Create order' },
  { id: 'approve', label: 'Approve payment' },
  { id: 'capture', label: 'Capture payment' },
  { id: 'claim', label: 'Add GCoins to wallet' },
  { id: 'done', label: 'Done' },
];

const meta = {
  title: 'Store/PaymentProgress',
  component: PaymentProgress,
  args: {
    label: 'Payment progress',
    steps,
    currentStepId: 'capture',
    failed: false,
    stateLabels: { done: 'done', current: 'in progress', failed: 'failed' },
  },
  argTypes: { currentStepId: { control: 'inline-radio', options: steps.map((step) => step.id) } },
} satisfies Meta<typeof PaymentProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Create order, done');
  },
};

export const Started: Story = { args: { currentStepId: 'create' } };

export const Done: Story = {
  args: { currentStepId: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[4]).not.toHaveAttribute('aria-current');
  },
};

export const Failed: Story = { args: { currentStepId: 'approve', failed: true } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'تقدم الدفع',
    currentStepId: 'claim',
    steps: [
      { id: 'create', label: 'إنشاء الطلب' },
      { id: 'approve', label: 'الموافقة على الدفع' },
      { id: 'capture', label: 'تحصيل المبلغ' },
      { id: 'claim', label: 'إضافة عملات جي إلى المحفظة' },
      { id: 'done', label: 'تم' },
    ],
    stateLabels: { done: 'تم', current: 'قيد التنفيذ', failed: 'فشل' },
  },
};

const productWords = { label: undefined, steps: undefined, stateLabels: undefined };

/** Without labels: the card payment's own steps in the product's words (store.card.*). */
export const ProductWords: Story = {
  args: { ...productWords, currentStepId: 'capture' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Payment progress' })).toBeInTheDocument();
    await expect(canvas.getByText('Payment captured')).toBeVisible();
  },
};

export const ProductWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: { ...productWords, currentStepId: 'capture' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('تم تحصيل الدفعة')).toBeVisible();
  },
};
