import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SecondFactorForm } from './SecondFactorForm';

type Args = ComponentProps<typeof SecondFactorForm>;

/** Keeps the code as the sign-in machine does, so typing shows in the field. */
function Harness(args: Args) {
  const [code, setCode] = useState(args.code);
  return (
    <SecondFactorForm
      {...args}
      code={code}
      onCodeChange={(value) => {
        args.onCodeChange(value);
        setCode(value);
      }}
    />
  );
}

const meta = {
  title: 'Auth/SecondFactorForm',
  component: SecondFactorForm,
  render: (args) => <Harness {...args} />,
  args: {
    code: '',
    onCodeChange: fn(),
    onSubmit: fn(),
    busy: false,
    expired: false,
  },
} satisfies Meta<typeof SecondFactorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field has focus from the start, reads left to right and asks for a one-time code. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Authentication code' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('dir', 'ltr');
    await expect(field).toHaveAttribute('spellcheck', 'false');
    await expect(field).toHaveAttribute('maxlength', '20');
    await expect(field).toHaveAccessibleDescription(
      'Lost your phone? Enter one of your recovery codes instead.',
    );
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Back to sign in' })).toBeNull();
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Authentication code' }), '492817');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('492817');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Enter in the field sends the code: no mouse needed. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.keyboard('492817{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('492817');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A blank code (spaces only) cannot be sent, by the button or by Enter. */
export const BlankCode: Story = {
  args: { code: '   ' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { code: '492817', busy: true },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Verifying…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithError: Story = {
  args: {
    code: '492817',
    error: 'That code did not work. Check the time on your phone and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That code did not work.');
    await expect(canvas.getByRole('textbox', { name: 'Authentication code' })).toHaveValue('492817');
  },
};

/** The sign-in expired: no field and no Verify, only the message and the way back. */
export const Expired: Story = {
  args: { expired: true, onCancel: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This sign-in has expired.');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to sign in' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** In the console, a session that must give a code can sign out instead. */
export const WithCancel: Story = {
  args: { onCancel: fn(), cancelLabel: 'signOut' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The page mirrors; the code still reads left to right. */
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { code: '492817', error: 'الرمز غير صحيح. تحقّق من الوقت على هاتفك ثم أعد المحاولة.', onCancel: fn() },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 2, name: 'تسجيل الدخول بخطوتين' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'رمز المصادقة' })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('button', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { onCancel: fn(), cancelLabel: 'signOut' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تصدیق کریں' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'سائن آؤٹ کریں' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { expired: true, onCancel: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'साइन इन पर वापस जाएँ' })).toBeVisible();
  },
};
