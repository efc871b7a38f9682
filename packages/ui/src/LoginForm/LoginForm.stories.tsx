import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MessageBanner } from '../MessageBanner';
import { SocialSignInButtons } from '../SocialSignInButtons';
import { LoginForm } from './LoginForm';

const social = (
  <SocialSignInButtons
    google={{ label: 'Continue with Google', href: '/auth/google' }}
    discord={{ label: 'Continue with Discord', href: '/auth/discord' }}
  />
);

// The form says its own words (join.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(),
    submitting: false,
    socialButtons: social,
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), ' player@example.com ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'player@example.com',
      password: 'correct horse',
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: { email: 'player@example.com', password: 'correct horse' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging in…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidCredentials: Story = {
  args: {
    error: 'Invalid credentials. Check your email and password and try again.',
    defaultValues: { email: 'player@example.com', password: 'wrong' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('player@example.com');
  },
};

export const FieldErrors: Story = {
  args: {
    socialButtons: undefined,
    defaultValues: { email: 'player@' },
    fieldErrors: { email: 'Enter a valid email address.', password: 'Password is required.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeInvalid();
  },
};

export const EmailVerified: Story = {
  args: {
    banner: (
      <MessageBanner tone="success" title="Email verified">
        You can log in now.
      </MessageBanner>
    ),
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^البريد الإلكتروني/ })).toHaveValue(
      'player@example.com',
    );
  },
  args: {
    error: 'بيانات الدخول غير صحيحة.',
    defaultValues: { email: 'player@example.com' },
    socialButtons: (
      <SocialSignInButtons
        google={{ label: 'المتابعة باستخدام Google', href: '/auth/google' }}
        discord={{ label: 'المتابعة باستخدام Discord', href: '/auth/discord' }}
      />
    ),
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    socialButtons: undefined,
  },
};

/** Hindi: the form says join.* in the reader's language. */
export const Hindi: Story = { globals: { locale: 'hi' }, args: { socialButtons: undefined } };
