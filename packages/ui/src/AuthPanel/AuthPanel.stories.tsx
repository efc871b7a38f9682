import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginForm } from '../LoginForm';
import { MessageBanner } from '../MessageBanner';
import { RegisterForm } from '../RegisterForm';
import { SocialSignInButtons } from '../SocialSignInButtons';
import { AuthPanel } from './AuthPanel';

const login = (
  <LoginForm
    onSubmit={fn()}
    socialButtons={
      <SocialSignInButtons
        google={{ label: 'Continue with Google', href: '/auth/google' }}
        discord={{ label: 'Continue with Discord', href: '/auth/discord' }}
      />
    }
  />
);

const register = (
  <RegisterForm
    countries={[
      { code: 'EG', name: 'Egypt' },
      { code: 'PK', name: 'Pakistan' },
    ]}
    onSubmit={fn()}
  />
);

// The panel and its forms say their own words (join.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Auth/AuthPanel',
  component: AuthPanel,
  args: {
    login,
    register,
    onModeChange: fn(),
  },
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SwitchToRegister: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Register' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('register');
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RegisteredBanner: Story = {
  args: {
    mode: 'register',
    register: (
      <MessageBanner tone="success" title="Account created">
        We sent a verification link to layla@example.com. Open it to activate your account.
      </MessageBanner>
    ),
  },
};

export const VerificationSuccess: Story = {
  args: {
    banner: (
      <MessageBanner tone="success" title="Email verified">
        Your email is verified. Log in to start playing.
      </MessageBanner>
    ),
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    login: <LoginForm onSubmit={fn()} />,
    register: <RegisterForm countries={[{ code: 'EG', name: 'مصر' }]} onSubmit={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'سجّل الدخول أو أنشئ حسابًا' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'إنشاء حساب' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  },
};

/** Hindi and Urdu: the tabs in the reader's language. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { login: <LoginForm onSubmit={fn()} /> },
};
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { login: <LoginForm onSubmit={fn()} /> },
};
