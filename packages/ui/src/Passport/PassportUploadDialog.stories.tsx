import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { PassportUploadDialog, type PassportUploadBanner } from './PassportUploadDialog';
import { samplePassportImage } from './passportStoryImage';

const meta = {
  title: 'Wallet/PassportUploadDialog',
  component: PassportUploadDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    onClose: fn(),
    view: 'choose',
    file: null,
    onFileChosen: fn(),
    onRemove: fn(),
    onUpload: fn(),
  },
} satisfies Meta<typeof PassportUploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = { name: 'passport-photo-page.jpg', sizeBytes: 2_516_582, imageUrl: samplePassportImage };
const pdf = { name: 'passport scan 2025.pdf', sizeBytes: 734_003 };

// The dialog says the banners' titles (and the verified and under-review notes); the page gives what
// happened and, for a rejection or a failure, the server's words.
const blurred = 'The photo is blurred. Please upload a sharp photo of the photo page.';
const banners = {
  verified: { kind: 'verified' },
  manualReview: { kind: 'underReview' },
  rejected: { kind: 'rejected', reason: blurred },
  failed: { kind: 'failed', message: 'Failed to upload passport' },
} satisfies Record<string, PassportUploadBanner>;

const bannersAr = {
  ...banners,
  rejected: { kind: 'rejected', reason: 'الصورة ضبابية. يرجى رفع صورة واضحة لصفحة الصورة.' },
  failed: { kind: 'failed', message: 'فشل رفع جواز السفر' },
} satisfies Record<string, PassportUploadBanner>;

/** No file yet: the description, five tips, the dashed chooser; Upload waits for a file. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getAllByRole('listitem')).toHaveLength(5);
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(dialog.getByText(/stored encrypted/)).toBeVisible();
  },
};

/**
 * The chooser is a button in the page's words (not the browser's "Choose File"): reached by Tab, it opens
 * the hidden file input's picker, and a chosen file is reported.
 */
export const ChoosingByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const button = dialog.getByRole('button', { name: 'Choose a file' });
    await expect(button).toHaveAccessibleDescription(/JPG, PNG, WEBP or PDF, up to 10 MB/);
    const input = dialog.getByLabelText('Choose a file');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).not.toBeVisible();
    let opened = 0;
    const count = (event: Event) => {
      event.preventDefault();
      opened += 1;
    };
    input.addEventListener('click', count);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(1);
    input.removeEventListener('click', count);
    const file = new File(['%PDF-1.7'], 'passport.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onFileChosen).toHaveBeenCalledWith(file);
  },
};

export const FileTooLarge: Story = {
  args: { fileError: 'File size must be less than 10MB' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    await expect(dialog.getByRole('button', { name: 'Choose a file' })).toBeInvalid();
  },
};

export const InvalidType: Story = {
  args: { fileError: 'Invalid file type. Please upload JPG, PNG, WEBP, or PDF' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload JPG, PNG, WEBP, or PDF',
    );
  },
};

/** An image: its preview, the name and the size in MB, Remove and Upload. */
export const ImageChosen: Story = {
  args: { file: image },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('img', { name: 'Preview of your passport' })).toBeVisible();
    await expect(dialog.getByText('passport-photo-page.jpg')).toBeVisible();
    await expect(dialog.getByText('2.40 MB')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A PDF: an icon instead of the image. */
export const PdfChosen: Story = {
  args: { file: pdf },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.queryByRole('img', { name: 'Preview of your passport' })).toBeNull();
    await expect(dialog.getByText('0.70 MB')).toBeVisible();
  },
};

/** Uploading: the button spins; Cancel and Remove wait. */
export const Uploading: Story = {
  args: { file: image, uploading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Upload' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
  },
};

/** The call failed: the banner with the spec's texts; the file stays for another try. */
export const UploadFailed: Story = {
  args: { file: image, banner: banners.failed },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Upload failedFailed to upload passport');
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

export const Verified: Story = {
  args: { view: 'result', file: image, banner: banners.verified },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Passport verified');
    await expect(dialog.queryByRole('button', { name: 'Upload' })).toBeNull();
  },
};

export const ManualReview: Story = {
  args: { view: 'result', file: image, banner: banners.manualReview },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Under review');
    await expect(dialog.getByRole('status')).toHaveTextContent('24 to 48 hours');
  },
};

/** Rejected: the reason and Try again. */
export const Rejected: Story = {
  args: { view: 'result', file: image, banner: banners.rejected, onTryAgain: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('The photo is blurred.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const rtl = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await dialogOf(canvasElement);
  },
} as const;

export const NoFileRTL: Story = {
  ...rtl,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'توثيق جواز السفر' })).toBeVisible();
  },
};
export const FileTooLargeRTL: Story = {
  ...rtl,
  args: { fileError: 'يجب أن يكون حجم الملف أقل من 10 ميغابايت' },
};
export const ImageChosenRTL: Story = { ...rtl, args: { file: image } };
export const PdfChosenRTL: Story = { ...rtl, args: { file: pdf } };
export const UploadingRTL: Story = { ...rtl, args: { file: image, uploading: true } };
export const UploadFailedRTL: Story = {
  ...rtl,
  args: { file: image, banner: bannersAr.failed },
};
export const VerifiedRTL: Story = {
  ...rtl,
  args: { view: 'result', file: image, banner: bannersAr.verified },
};
export const ManualReviewRTL: Story = {
  ...rtl,
  args: { view: 'result', file: image, banner: bannersAr.manualReview },
};
export const RejectedRTL: Story = {
  ...rtl,
  args: { view: 'result', file: image, banner: bannersAr.rejected, onTryAgain: fn() },
};

export const NoFileUrdu: Story = { globals: { locale: 'ur' } };
export const VerifiedHindi: Story = {
  globals: { locale: 'hi' },
  args: { view: 'result', file: image, banner: banners.verified },
};
