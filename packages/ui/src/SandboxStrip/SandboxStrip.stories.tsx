import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SandboxStrip } from './SandboxStrip';

const meta = {
  title: 'Components/SandboxStrip',
  component: SandboxStrip,
  args: {
    label: 'Sandbox: no real money',
    detail: 'Payments, sign-ins, game data and email are simulated on this server.',
    mailLink: { href: '/sandbox/mail', label: 'Open the sandbox mailbox' },
  },
  parameters: { fullHeight: true },
} satisfies Meta<typeof SandboxStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    const strip = canvas.getByRole('complementary', { name: 'Sandbox: no real money' });
    await expect(strip).toHaveTextContent(
      'Payments, sign-ins, game data and email are simulated on this server.',
    );
    await expect(canvas.getByRole('link', { name: 'Open the sandbox mailbox' })).toHaveAttribute(
      'href',
      '/sandbox/mail',
    );
  },
};

export const WithoutMailbox: Story = { args: { mailLink: undefined } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'بيئة تجريبية: لا أموال حقيقية',
    detail: 'المدفوعات وتسجيلات الدخول وبيانات الألعاب والبريد الإلكتروني محاكاة على هذا الخادم.',
    mailLink: { href: '/sandbox/mail', label: 'افتح صندوق البريد التجريبي' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'بيئة تجريبية: لا أموال حقيقية' })).toBeVisible();
  },
};
