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

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: {
    labels: {
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      submitting: 'Logging in…',
      divider: 'or',
    },
    onSubmit: fn(),
    submitting: false,
    socialButtons: social,
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' player@example.com ');
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
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
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
  },
};

export const FieldErrors: Story = {
  args: {
    labels: {
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      submitting: 'Logging in…',
      required: 'required',
    },
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
    notice: (
      <MessageBanner tone="success" title="Email verified">
        You can log in now.
      </MessageBanner>
    ),
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
      submitting: 'جارٍ تسجيل الدخول…',
      divider: 'أو',
    },
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
    labels: {
      email: 'ای میل',
      password: 'پاس ورڈ',
      submit: 'لاگ ان کریں',
      submitting: 'لاگ ان ہو رہا ہے…',
      divider: 'یا',
    },
    socialButtons: undefined,
  },
};

/** Without label props the form says the locale's words (join.*). */
export const OwnWords: Story = {
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email', { exact: false })).toBeVisible();
  },
};

export const OwnWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(canvas.getByLabelText('البريد الإلكتروني', { exact: false })).toBeVisible();
  },
};
