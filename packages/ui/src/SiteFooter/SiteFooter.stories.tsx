import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  args: {
    links: { privacy: '/privacy', terms: '/terms', contact: '/contact' },
    year: 2026,
    subscribe: { email: '', onEmailChange: fn(), onSubmit: fn() },
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The links, the distributor badge, the copyright year and the empty subscribe form; typing and sending report. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(within(nav).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(canvas.getByText('© 2026 Arena. All rights reserved.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'a');
    await expect(args.subscribe.onEmailChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.subscribe.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'تذييل الصفحة' })).toBeVisible();
  },
};

/** The address was taken: the thank-you line is announced. */
export const SubscribeSuccess: Story = {
  args: { subscribe: { email: '', subscribed: true, onEmailChange: fn(), onSubmit: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thanks! You will hear about new challenges first.',
    );
  },
};

/** A refused address: the field says why, in the reader's language. */
export const SubscribeError: Story = {
  args: {
    subscribe: {
      email: 'layla@',
      error: 'Error! Please enter a valid email address.',
      onEmailChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Please enter a valid email address/);
  },
};

export const SubscribeErrorArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    subscribe: {
      email: 'layla@',
      error: 'خطأ! يرجى إدخال عنوان بريد إلكتروني صالح.',
      onEmailChange: fn(),
      onSubmit: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** From tablet width the links and badge sit beside the form. */
export const Tablet: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  args: { subscribe: { email: 'layla@example.com', subscribed: true, onEmailChange: fn(), onSubmit: fn() } },
};
