import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactForm } from './ContactForm';

const empty = { name: '', email: '', subject: '', message: '' };
const filled = {
  name: 'Aisha Khan',
  email: 'aisha@example.com',
  subject: '',
  message: 'When does the next Valorant challenge start?',
};

const meta = {
  title: 'Pages/ContactForm',
  component: ContactForm,
  args: {
    status: 'editing',
    values: empty,
    formError: null,
    emailError: null,
    onChange: fn(),
    onSubmit: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Name/), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('name', 'A');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { values: filled } };

/** spec §8: 'Please fill in all required fields.' once, above the button. */
export const RequiredMissing: Story = {
  args: { values: { ...empty, name: 'Aisha Khan' }, formError: 'validation.contact.required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  },
};

export const EmailInvalid: Story = {
  args: { values: { ...filled, email: 'aisha@' }, emailError: 'validation.email.invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Sent: Story = {
  args: { status: 'sent', values: filled },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Message Sent!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send another message' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

export const ArabicRequiredMissing: Story = {
  globals: { locale: 'ar' },
  args: {
    formError: 'validation.contact.required',
    emailError: 'validation.email.invalid',
    values: { ...empty, email: 'x@' },
  },
};

export const ArabicSent: Story = { globals: { locale: 'ar' }, args: { status: 'sent', values: filled } };
