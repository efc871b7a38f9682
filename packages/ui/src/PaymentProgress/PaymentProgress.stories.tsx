import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentProgress } from './PaymentProgress';

// The stepper says its own words (store.card.*): its name, the five steps and their states.
const meta = {
  title: 'Store/PaymentProgress',
  component: PaymentProgress,
  args: { currentStepId: 'capture', failed: false },
  argTypes: {
    currentStepId: { control: 'inline-radio', options: ['create', 'approve', 'capture', 'claim', 'done'] },
  },
} satisfies Meta<typeof PaymentProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Payment progress' })).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Order created, done');
    await expect(items[2]).toHaveTextContent('Payment captured, in progress');
  },
};

export const Started: Story = { args: { currentStepId: 'create' } };

export const Done: Story = {
  args: { currentStepId: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[4]).not.toHaveAttribute('aria-current');
  },
};

export const Failed: Story = {
  args: { currentStepId: 'approve', failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('Approved, failed');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { currentStepId: 'claim' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'تقدّم الدفع' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[3]).toHaveTextContent('أُضيفت GCoins, قيد التنفيذ');
  },
};

export const Hindi: Story = { globals: { locale: 'hi' }, args: { currentStepId: 'approve' } };

export const Urdu: Story = { globals: { locale: 'ur' }, args: { currentStepId: 'approve', failed: true } };
