import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileField } from './FileField';

const meta = {
  title: 'Primitives/FileField',
  component: FileField,
  args: { label: 'Image', accept: 'image/png,image/jpeg', onFile: fn() },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File(['png'], 'cup-banner.png', { type: 'image/png' });

/**
 * The hidden input's picker, opened by the button: until `stop`, the story keeps it from opening and
 * counts the times it would have.
 */
function pickerOpens(canvasElement: HTMLElement): { count: () => number; stop: () => void } {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  let opened = 0;
  const count = (event: Event) => {
    event.preventDefault();
    opened += 1;
  };
  input.addEventListener('click', count);
  return { count: () => opened, stop: () => input.removeEventListener('click', count) };
}

/** The page's words, not the browser's: the button opens the picker by keyboard; the chosen name shows. */
export const Default: Story = {
  args: { hint: 'PNG or JPEG, up to 5 MB.' },
  play: async ({ canvas, canvasElement, args }) => {
    const opened = pickerOpens(canvasElement);
    const button = canvas.getByRole('button', { name: 'Choose a file (Image)' });
    await expect(button).toHaveAccessibleDescription('No file chosen PNG or JPEG, up to 5 MB.');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened.count()).toBe(1);
    opened.stop();
    await userEvent.upload(canvas.getByLabelText('Image'), png());
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'cup-banner.png' }));
    await expect(canvas.getByText('cup-banner.png')).toBeVisible();
    button.blur();
  },
};

/** Right to left (Arabic): the button and "No file chosen" in Arabic, a Latin file name kept whole. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الصورة', fileName: 'cup-banner-2026.png', hint: 'PNG أو JPEG، حتى 5 ميغابايت.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'اختر ملفًا (الصورة)' })).toBeVisible();
    await expect(canvas.getByText('cup-banner-2026.png').tagName).toBe('BDI');
  },
};

export const ArabicNothingChosen: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الصورة' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لم يُختر أي ملف')).toBeVisible();
  },
};

/** A refused file: the field says why, and the button is marked invalid. */
export const Error: Story = {
  args: { error: 'Choose a PNG or JPEG image.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Choose a file (Image)' });
    await expect(button).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a PNG or JPEG image.');
  },
};

/** While the chosen file uploads: the button spins and takes nothing. */
export const Uploading: Story = {
  args: { loading: true, fileName: 'cup-banner.png' },
};

/** A fuller name for assistive technology than the visible label (one per row of a list). */
export const NamedForItsRow: Story = {
  args: { label: 'Change image', accessibleLabel: 'Change image: Valorant' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Choose a file (Change image: Valorant)' }),
    ).toBeVisible();
  },
};

/** The passport's chooser: a dashed box whose button is the field's name, taking a dropped file too. */
export const Dropzone: Story = {
  args: {
    variant: 'dropzone',
    label: 'Choose a file',
    hint: 'JPG, PNG, WEBP or PDF, up to 10 MB',
    dropHint: 'or drop it here',
  },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Choose a file' });
    await expect(button).toHaveAccessibleDescription('JPG, PNG, WEBP or PDF, up to 10 MB');
    const transfer = new DataTransfer();
    transfer.items.add(png());
    const box = button.parentElement as HTMLElement;
    box.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    box.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'cup-banner.png' }));
    await expect(canvasElement.querySelector('[data-drop-over]')).toBeNull();
  },
};

export const DropzoneArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    variant: 'dropzone',
    label: 'اختر ملفًا',
    hint: 'JPG أو PNG أو WEBP أو PDF، حتى 10 ميغابايت',
    dropHint: 'أو أفلته هنا',
    error: 'هذا الملف أكبر من 10 ميغابايت.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'اختر ملفًا' })).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('هذا الملف أكبر من 10 ميغابايت.');
  },
};
