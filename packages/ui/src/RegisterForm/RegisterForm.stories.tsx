import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterForm } from './RegisterForm';

const countries = [
  { code: 'EG', name: 'Egypt' },
  { code: 'IN', name: 'India' },
  { code: 'PK', name: 'Pakistan' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'GB', name: 'United Kingdom' },
];

// The form says its own words (join.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { countries, onSubmit: fn(), submitting: false, dobMax: '2013-06-01' },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Layla Haddad');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'layla@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'night-owl-42');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Country/ }), 'EG');
    await userEvent.type(canvas.getByLabelText(/^Date of birth/), '2001-04-17');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      password: 'night-owl-42',
      country: 'EG',
      dob: '2001-04-17',
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const filled = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  password: 'night-owl-42',
  country: 'EG',
  dob: '2001-04-17',
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating account…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const FieldErrors: Story = {
  args: {
    fieldErrors: {
      name: 'Name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
      country: 'Country is required.',
      dob: 'Date of birth is required.',
    },
  },
};

export const ServerError: Story = {
  args: { error: 'The email has already been taken.', defaultValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The email has already been taken.');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Layla Haddad');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إنشاء الحساب' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^الاسم/ })).toHaveValue('ليلى حداد');
  },
  args: {
    countries: [
      { code: 'EG', name: 'مصر' },
      { code: 'SA', name: 'المملكة العربية السعودية' },
    ],
    defaultValues: { name: 'ليلى حداد', country: 'EG' },
    fieldErrors: { email: 'البريد الإلكتروني مطلوب.' },
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    countries: [{ code: 'PK', name: 'پاکستان' }],
  },
};

/** Hindi: the form says join.* in the reader's language. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { countries: [{ code: 'IN', name: 'भारत' }] },
};
