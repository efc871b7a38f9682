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

const labels = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  country: 'Country',
  countryPlaceholder: 'Select your country',
  dob: 'Date of birth',
  submit: 'Create account',
  submitting: 'Creating account…',
};

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: { labels, countries, onSubmit: fn(), submitting: false, dobMax: '2013-06-01' },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Layla Haddad');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'layla@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'night-owl-42');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'EG');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '2001-04-17');
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
    labels: { ...labels, required: 'required' },
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
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Layla Haddad');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    labels: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      country: 'البلد',
      countryPlaceholder: 'اختر بلدك',
      dob: 'تاريخ الميلاد',
      submit: 'إنشاء حساب',
      submitting: 'جارٍ إنشاء الحساب…',
    },
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
    labels: {
      name: 'نام',
      email: 'ای میل',
      password: 'پاس ورڈ',
      country: 'ملک',
      countryPlaceholder: 'اپنا ملک منتخب کریں',
      dob: 'تاریخ پیدائش',
      submit: 'اکاؤنٹ بنائیں',
      submitting: 'اکاؤنٹ بن رہا ہے…',
    },
    countries: [{ code: 'PK', name: 'پاکستان' }],
  },
};

/** Without label props the form says the locale's words (join.*). */
export const OwnWords: Story = {
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
  },
};

export const OwnWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إنشاء الحساب' })).toBeVisible();
    await expect(canvas.getByLabelText('البريد الإلكتروني', { exact: false })).toBeVisible();
  },
};
