import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginForm } from '../LoginForm';
import { MessageBanner } from '../MessageBanner';
import { RegisterForm } from '../RegisterForm';
import { SocialSignInButtons } from '../SocialSignInButtons';
import { AuthPanel } from './AuthPanel';

const login = (
  <LoginForm
    labels={{
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      submitting: 'Logging in…',
      divider: 'or',
    }}
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
    labels={{
      name: 'Name',
      email: 'Email',
      password: 'Password',
      country: 'Country',
      countryPlaceholder: 'Select your country',
      dob: 'Date of birth',
      submit: 'Create account',
      submitting: 'Creating account…',
    }}
    countries={[
      { code: 'EG', name: 'Egypt' },
      { code: 'PK', name: 'Pakistan' },
    ]}
    onSubmit={fn()}
  />
);

const meta = {
  title: 'Auth/AuthPanel',
  component: AuthPanel,
  args: {
    labels: { tabs: 'Sign in or create an account', login: 'Log in', register: 'Register' },
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
    labels: { tabs: 'تسجيل الدخول أو إنشاء حساب', login: 'تسجيل الدخول', register: 'التسجيل' },
    login: (
      <LoginForm
        labels={{
          email: 'البريد الإلكتروني',
          password: 'كلمة المرور',
          submit: 'تسجيل الدخول',
          submitting: 'جارٍ تسجيل الدخول…',
        }}
        onSubmit={fn()}
      />
    ),
  },
};

/** Without label props the tabs say the locale's words. */
export const OwnWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: undefined,
    login: <LoginForm onSubmit={fn()} />,
    register: <RegisterForm countries={[]} onSubmit={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'سجّل الدخول أو أنشئ حسابًا' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'إنشاء حساب' })).toBeVisible();
  },
};
