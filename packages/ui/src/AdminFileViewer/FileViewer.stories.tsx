import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileViewer, type ViewedFile } from './FileViewer';

// The viewer says its own words (admin.passports.viewer.* in the locale files) in the toolbar's language.

// A made-up passport page drawn for the stories (no real document).
const passportSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" rx="18" fill="#1f4e79"/><rect x="24" y="24" width="552" height="352" rx="10" fill="#e9eef5"/>
<rect x="48" y="72" width="150" height="190" rx="6" fill="#9aa6c2"/><circle cx="123" cy="140" r="38" fill="#5b6785"/>
<rect x="78" y="190" width="90" height="60" rx="30" fill="#5b6785"/>
<rect x="230" y="76" width="300" height="18" rx="4" fill="#27314a"/><rect x="230" y="116" width="220" height="14" rx="4" fill="#5b6785"/>
<rect x="230" y="148" width="260" height="14" rx="4" fill="#5b6785"/><rect x="230" y="180" width="180" height="14" rx="4" fill="#5b6785"/>
<rect x="48" y="300" width="504" height="12" rx="3" fill="#27314a"/><rect x="48" y="326" width="504" height="12" rx="3" fill="#27314a"/>
</svg>`;
const image: ViewedFile = {
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(passportSvg)}`,
  mimeType: 'image/svg+xml',
  name: 'passport-front.png',
};
const pdf: ViewedFile = {
  url: 'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAzMDAgMjAwXSAvQ29udGVudHMgNCAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNSAwIFIgPj4gPj4gPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCA5MyA+PgpzdHJlYW0KMC4xMiAwLjMxIDAuNDcgcmcgMTAgMTAgMjgwIDE4MCByZSBmIDEgMSAxIHJnIEJUIC9GMSAyMCBUZiA0MCA5NSBUZCAoU3BlY2ltZW4gcGFzc3BvcnQpIFRqIEVUCmVuZHN0cmVhbQplbmRvYmoKNSAwIG9iago8PCAvVHlwZSAvRm9udCAvU3VidHlwZSAvVHlwZTEgL0Jhc2VGb250IC9IZWx2ZXRpY2EgPj4KZW5kb2JqCnhyZWYKMCA2CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAwOSAwMDAwMCBuIAowMDAwMDAwMDU4IDAwMDAwIG4gCjAwMDAwMDAxMTUgMDAwMDAgbiAKMDAwMDAwMDI0MSAwMDAwMCBuIAowMDAwMDAwMzg0IDAwMDAwIG4gCnRyYWlsZXIKPDwgL1NpemUgNiAvUm9vdCAxIDAgUiA+PgpzdGFydHhyZWYKNDU0CiUlRU9GCg==',
  mimeType: 'application/pdf',
  name: 'passport.pdf',
};

const meta = {
  title: 'Admin/FileViewer',
  component: FileViewer,
  args: { file: image, onRetry: fn() },
} satisfies Meta<typeof FileViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' }, args: {} } as const;

const imageOf = (canvasElement: HTMLElement) => canvasElement.querySelector('img')!;

/** Zoom in and out, turn, reset; + - 0 R work on the focused view. */
export const Image: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvas.getByRole('region', { name: 'Preview of passport-front.png' });
    await waitFor(() => expect(view).not.toHaveAttribute('aria-busy'));
    // Shown once its box is measured, a frame after it has loaded (later on a busy machine).
    await waitFor(() => expect(canvas.getByRole('img', { name: 'passport-front.png' })).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Zoom 100%');

    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(imageOf(canvasElement)).toHaveAttribute('data-zoom', '1.25');
    await expect(canvas.getByRole('status')).toHaveTextContent('Zoom 125%');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(imageOf(canvasElement)).toHaveAttribute('data-zoom', '1.5');
    await expect(view.scrollWidth).toBeGreaterThan(view.clientWidth);

    await userEvent.click(canvas.getByRole('button', { name: 'Rotate 90°' }));
    await expect(imageOf(canvasElement)).toHaveAttribute('data-turns', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Fit' }));
    await expect(imageOf(canvasElement)).toHaveAttribute('data-zoom', '1');
    await expect(imageOf(canvasElement)).toHaveAttribute('data-turns', '0');

    view.focus();
    await userEvent.keyboard('-');
    await expect(imageOf(canvasElement)).toHaveAttribute('data-zoom', '0.75');
    await userEvent.keyboard('r');
    await expect(imageOf(canvasElement)).toHaveAttribute('data-turns', '1');
    await userEvent.keyboard('0');
    await expect(imageOf(canvasElement)).toHaveAttribute('data-zoom', '1');
    await expect(canvas.getByRole('link', { name: 'Download passport-front.png' })).toHaveAttribute(
      'download',
      'passport-front.png',
    );
  },
};
export const ImageRTL: Story = {
  ...rtl,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تكبير' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('التكبير 125٪');
  },
};

/** Turned a quarter: the image still fits the view. */
export const Rotated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rotate 90°' }));
    await expect(imageOf(canvasElement)).toHaveAttribute('data-turns', '1');
  },
};

/** PDF files are embedded, with the download link for browsers that cannot show them. */
export const Pdf: Story = {
  args: { file: pdf },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Download passport.pdf' })).toHaveAttribute(
      'href',
      pdf.url,
    );
  },
};
export const PdfRTL: Story = { ...rtl, args: { ...rtl.args, file: pdf } };

/** The caller is still fetching the file. */
export const Loading: Story = {
  args: { file: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the file');
  },
};
export const LoadingRTL: Story = { ...rtl, args: { ...rtl.args, file: null } };

export const Error: Story = {
  args: { file: null, error: 'The file is no longer stored.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file could not be shown');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const ErrorRTL: Story = { ...rtl, args: { ...rtl.args, file: null, error: 'لم يعد الملف محفوظًا.' } };

/** A file the browser cannot decode shows the error with the download link. */
export const Broken: Story = {
  args: { file: { url: 'data:image/png;base64,AAAA', mimeType: 'image/png', name: 'passport.png' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Download it or try again.');
    await expect(canvas.getByRole('link', { name: 'Download passport.png' })).toBeVisible();
  },
};

/** Hindi and Urdu: the toolbar names itself in the reader's language. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar')).toBeVisible();
  },
};
export const Urdu: Story = { globals: { locale: 'ur' } };
