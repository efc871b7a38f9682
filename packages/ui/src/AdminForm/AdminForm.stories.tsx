import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  AdminDateTimeField,
  AdminField,
  AdminFieldError,
  AdminFieldHint,
  AdminFieldRow,
  AdminFieldset,
  AdminForm,
  AdminImageField,
} from './AdminForm';

const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#0a6cff"/><circle cx="80" cy="45" r="24" fill="#ff4655"/></svg>',
)}`;

const english = {
  title: 'Title',
  titleValue: 'Weekend cup',
  short: 'Short description',
  shortValue: 'Play three games.',
  shortError: 'Write a short description.',
  image: 'Image',
  preview: 'Challenge image preview',
  startsAt: 'Starts at',
  zone: 'Your time zone: Asia/Dubai',
  duration: 'Duration (hours)',
  fee: 'Entry fee (GCoins)',
  prizes: 'Prizes',
  xp: 'XP: 50 for playing, 500 / 300 / 100 for the top three.',
  prize: 'Prize 1',
  prizeValue: '1st place',
  usd: 'USD 1',
  remove: 'Remove',
  save: 'Save changes',
};
const arabic: typeof english = {
  title: 'العنوان',
  titleValue: 'كأس نهاية الأسبوع',
  short: 'وصف قصير',
  shortValue: 'العب ثلاث مباريات.',
  shortError: 'اكتب وصفًا قصيرًا.',
  image: 'الصورة',
  preview: 'معاينة صورة التحدي',
  startsAt: 'يبدأ في',
  zone: 'منطقتك الزمنية: Asia/Dubai',
  duration: 'المدة (بالساعات)',
  fee: 'رسوم الدخول (GCoins)',
  prizes: 'الجوائز',
  xp: 'نقاط الخبرة: 50 للمشاركة، و500 / 300 / 100 للثلاثة الأوائل.',
  prize: 'الجائزة 1',
  prizeValue: 'المركز الأول',
  usd: 'دولار 1',
  remove: 'إزالة',
  save: 'حفظ التغييرات',
};

type FormArgs = {
  texts: typeof english;
  busy: boolean;
  uploading: boolean;
  imageError?: string;
  startsAtError?: string;
  prizesError?: string;
  custom: boolean;
  onSubmit: () => void;
  onFile: (file: File) => void;
  onReset: () => void;
  onStartsAt: (value: string) => void;
};

/** A challenge form assembled from the pieces (as the console's challenge page does). */
function ChallengeForm(args: FormArgs) {
  const x = args.texts;
  return (
    <AdminForm busy={args.busy} onSubmit={args.onSubmit}>
      <TextField label={x.title} defaultValue={x.titleValue} disabled={args.busy} />
      <AdminField {...(args.prizesError ? { error: x.shortError } : {})}>
        <TextField label={x.short} multiline defaultValue={x.shortValue} />
      </AdminField>
      <AdminImageField
        label={x.image}
        src={preview}
        alt={x.preview}
        uploading={args.uploading}
        disabled={args.busy}
        error={args.imageError}
        onFile={args.onFile}
        onReset={args.custom ? args.onReset : undefined}
      />
      <AdminFieldRow>
        <AdminDateTimeField
          label={x.startsAt}
          hint={x.zone}
          value="2026-05-01T18:00"
          error={args.startsAtError}
          onChange={args.onStartsAt}
          disabled={args.busy}
        />
        <TextField type="number" label={x.duration} defaultValue="24" />
        <TextField type="number" label={x.fee} defaultValue="1" />
      </AdminFieldRow>
      <AdminFieldset legend={x.prizes}>
        <AdminFieldHint>{x.xp}</AdminFieldHint>
        <AdminFieldRow variant="prize">
          <TextField label={x.prize} defaultValue={x.prizeValue} />
          <TextField label={x.usd} defaultValue="10" />
          <Button variant="ghost" size="sm">
            {x.remove}
          </Button>
        </AdminFieldRow>
        {args.prizesError ? <AdminFieldError>{args.prizesError}</AdminFieldError> : null}
      </AdminFieldset>
      <div>
        <Button type="submit" loading={args.busy}>
          {x.save}
        </Button>
      </div>
    </AdminForm>
  );
}

const meta = {
  title: 'Admin/AdminForm',
  component: ChallengeForm,
  args: {
    texts: english,
    busy: false,
    uploading: false,
    custom: false,
    onSubmit: fn(),
    onFile: fn(),
    onReset: fn(),
    onStartsAt: fn(),
  },
  // A whole form is taller than a phone screen; each field's phone layout is the kit's own.
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          'The console’s form pieces: AdminForm, AdminFieldRow, AdminFieldset, AdminField, AdminFieldHint, AdminFieldError, AdminDateTimeField and AdminImageField (preview, picker, hint, reset, error).',
      },
    },
  },
} satisfies Meta<typeof ChallengeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form filled: submitting never reloads the page; the date field and the image picker report. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Challenge image preview' })).toBeVisible();
    await expect(canvas.getByLabelText('Starts at')).toHaveAccessibleDescription(
      'Your time zone: Asia/Dubai',
    );
    const file = new File(['png'], 'cup.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Image'), file);
    await expect(args.onFile).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const FilledRTL: Story = {
  globals: { locale: 'ar' },
  args: { texts: arabic },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('PNG أو JPEG أو WebP، بحد أقصى 2 ميغابايت.', { exact: false }),
    ).toBeVisible();
  },
};

/** Uploading: the picker waits and the hint says so. */
export const Uploading: Story = {
  args: { uploading: true, custom: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Image')).toBeDisabled();
    await expect(canvas.getByText('Uploading the image…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use the game’s image' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** Errors on the fields they name (linked to the field), the image's announced. */
export const Errors: Story = {
  args: {
    imageError: 'Use a PNG, JPEG or WebP image.',
    startsAtError: 'Must be in the future.',
    prizesError: 'Give each prize a title.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Use a PNG, JPEG or WebP image.');
    await expect(canvas.getByLabelText('Starts at')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Starts at')).toHaveAccessibleDescription(
      'Your time zone: Asia/Dubai Must be in the future.',
    );
  },
};
export const ErrorsRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    texts: arabic,
    imageError: 'استخدم صورة PNG أو JPEG أو WebP.',
    startsAtError: 'يجب أن يكون في المستقبل.',
    prizesError: 'أعطِ كل جائزة عنوانًا.',
  },
};

/** Saving: the form is busy. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Starts at')).toBeDisabled();
  },
};
