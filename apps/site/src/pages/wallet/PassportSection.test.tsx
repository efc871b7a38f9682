import { ApiError } from '@arena/api-client';
import type { PassportStatusResponse, PassportUploadResponse } from '@arena/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { PassportSection } from './PassportSection';

// The passport card and upload dialog, wired through the page's API client (renderPage):
// GET /api/passport-verification/status and POST /upload.
const passportStatus = vi.fn<() => Promise<PassportStatusResponse>>();
const passportUpload = vi.fn<(file: Blob, name: string) => Promise<PassportUploadResponse>>();

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = () => 'blob:preview-1';
  URL.revokeObjectURL = () => {};
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
beforeEach(() => {
  passportStatus.mockReset();
  passportUpload.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

function statusAnswer(
  verificationStatus: PassportStatusResponse['data']['verificationStatus'],
  rejectionReason: string | null = null,
): PassportStatusResponse {
  return {
    data: {
      verified: verificationStatus === 'verified',
      verificationStatus,
      verification:
        verificationStatus === 'none'
          ? null
          : {
              id: 'pv-1',
              status: verificationStatus,
              uploadedAt: '2026-03-01T10:00:00.000Z',
              verifiedAt: verificationStatus === 'verified' ? '2026-03-01T10:05:00.000Z' : null,
              rejectionReason,
            },
    },
  };
}

function uploadAnswer(
  status: PassportUploadResponse['data']['status'],
  message: string,
  rejectionReason: string | null = null,
): PassportUploadResponse {
  return { status: 'success', message, data: { id: 'pv-2', status, rejectionReason } };
}

const megabyte = 1024 * 1024;
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({
  onVerified,
  onOpenChange,
}: {
  onVerified: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <PassportSection
      dialogOpen={open}
      onDialogOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      onVerified={onVerified}
    />
  );
}

async function renderSection(lang: 'en' | 'ar' = 'en') {
  const onVerified = vi.fn();
  const onOpenChange = vi.fn();
  await renderPage(<Harness onVerified={onVerified} onOpenChange={onOpenChange} />, {
    path: paths.wallet.pattern,
    api: { passportStatus, passportUpload },
    lang,
  });
  return { onVerified, onOpenChange };
}

const card = () => screen.getByRole('region', { name: 'Passport verification' });
const dialog = () => within(screen.getByRole('dialog', { name: 'Verify your passport' }));

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Upload passport' }));
  return dialog();
}

describe('PassportSection: the status card (spec §4)', () => {
  it('not verified: the badge, the text and the upload button', async () => {
    passportStatus.mockResolvedValue(statusAnswer('none'));
    await renderSection();
    await screen.findByText('Not verified');
    expect(card()).toHaveTextContent(
      'Verify your identity once with your passport before your first withdrawal.',
    );
    expect(within(card()).getByRole('button', { name: 'Upload passport' })).toBeVisible();
  });

  it('under review (pending): the 24–48 h note and no upload button', async () => {
    passportStatus.mockResolvedValue(statusAnswer('pending'));
    await renderSection();
    await within(card()).findByText('Under review');
    expect(card()).toHaveTextContent('Your passport is under review. This usually takes 24 to 48 hours.');
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('verified: no upload button', async () => {
    passportStatus.mockResolvedValue(statusAnswer('verified'));
    await renderSection();
    await within(card()).findByText('Verified');
    expect(card()).toHaveTextContent('Your passport is verified. You can withdraw your crystals.');
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it('rejected: the reason the server gives, and upload again', async () => {
    passportStatus.mockResolvedValue(statusAnswer('rejected', 'The photo is blurred.'));
    await renderSection();
    await screen.findByText('Rejected');
    expect(card()).toHaveTextContent('The photo is blurred.');
    expect(within(card()).getByRole('button', { name: 'Upload again' })).toBeVisible();
  });

  it('rejected without a reason: the default rejection message', async () => {
    passportStatus.mockResolvedValue(statusAnswer('rejected'));
    await renderSection();
    await screen.findByText('Rejected');
    expect(card()).toHaveTextContent(
      'Your passport could not be verified. Please upload a clear photo of your passport and try again.',
    );
  });

  it("a failed status read says 'Failed to fetch verification status' and Try again reads it again", async () => {
    passportStatus.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(statusAnswer('verified'));
    await renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch verification status');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await within(card()).findByText('Verified');
    expect(passportStatus).toHaveBeenCalledTimes(2);
  });
});

describe('PassportSection: the upload dialog (spec §2, §4, §5, §8)', () => {
  it("refuses a file over 10 MB and a wrong type with the spec's texts, sending nothing", async () => {
    passportStatus.mockResolvedValue(statusAnswer('none'));
    await renderSection();
    const view = await openDialog();
    expect(view.getAllByRole('listitem')).toHaveLength(5);
    expect(view.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await userEvent.upload(
      view.getByLabelText('Choose a file'),
      fileOf('big.png', 'image/png', 10 * megabyte + 1),
    );
    expect(view.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');

    // The input's accept filter is only a hint; a dropped or forced file still meets the domain rule.
    await userEvent.upload(
      view.getByLabelText('Choose a file'),
      fileOf('setup.exe', 'application/x-msdownload', 900),
      {
        applyAccept: false,
      },
    );
    expect(view.getByRole('alert')).toHaveTextContent(
      'Invalid file type. Please upload JPG, PNG, WEBP, or PDF',
    );
    expect(view.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(passportUpload).not.toHaveBeenCalled();
  });

  it('verified: uploads the chosen file, turns the card verified, calls back after 2 s and closes', async () => {
    // The product waits on timers: a fake clock (moving on with real time too, for Testing Library's own
    // waits) that the test moves by 2 s itself, so a busy machine changes nothing.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    passportStatus.mockResolvedValue(statusAnswer('none'));
    passportUpload.mockResolvedValue(uploadAnswer('verified', 'Your passport is verified.'));
    const { onVerified, onOpenChange } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Upload passport' }));
    const view = dialog();
    const photo = fileOf('passport.jpg', 'image/jpeg', 2 * megabyte);
    await user.upload(view.getByLabelText('Choose a file'), photo);
    expect(view.getByText('passport.jpg')).toBeVisible();
    expect(view.getByText('2.00 MB')).toBeVisible();
    expect(view.getByRole('img', { name: 'Preview of your passport' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );

    // When the callback comes on the test's clock, measured from the click: at least 2 s later.
    let calledAt = 0;
    onVerified.mockImplementation(() => {
      calledAt = Date.now();
    });
    const clickedAt = Date.now();
    await user.click(view.getByRole('button', { name: 'Upload' }));
    expect(await view.findByText('Passport verified')).toBeVisible();
    expect(passportUpload).toHaveBeenCalledTimes(1);
    expect(passportUpload).toHaveBeenCalledWith(photo, 'passport.jpg');
    expect(within(card()).getByText('Verified')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(calledAt - clickedAt).toBeGreaterThanOrEqual(2000);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('manual review: the banner with the 24–48 h note; the card turns under review; no callback', async () => {
    passportStatus.mockResolvedValue(statusAnswer('none'));
    passportUpload.mockResolvedValue(uploadAnswer('manual_review', 'Under review.'));
    const { onVerified } = await renderSection();
    const view = await openDialog();
    await userEvent.upload(
      view.getByLabelText('Choose a file'),
      fileOf('passport.pdf', 'application/pdf', 800_000),
    );
    expect(view.queryByRole('img', { name: 'Preview of your passport' })).toBeNull();
    expect(view.getByText('0.76 MB')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Upload' }));
    expect(await view.findByText('Under review')).toBeVisible();
    expect(view.getByText('Your passport is under review. This usually takes 24 to 48 hours.')).toBeVisible();
    expect(within(card()).getByText('Under review')).toBeVisible();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('rejected: the reason and Try again, which clears the file and the result', async () => {
    passportStatus.mockResolvedValue(statusAnswer('none'));
    passportUpload.mockResolvedValue(uploadAnswer('rejected', 'Passport rejected.', 'The photo is blurred.'));
    await renderSection();
    const view = await openDialog();
    await userEvent.upload(
      view.getByLabelText('Choose a file'),
      fileOf('passport.png', 'image/png', 300_000),
    );
    await userEvent.click(view.getByRole('button', { name: 'Upload' }));
    expect(await view.findByText('Verification rejected')).toBeVisible();
    expect(view.getByRole('alert')).toHaveTextContent('The photo is blurred.');
    expect(within(card()).getByRole('button', { name: 'Upload again' })).toBeInTheDocument();

    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(view.queryByText('Verification rejected')).toBeNull();
    expect(view.queryByText('passport.png')).toBeNull();
    expect(view.getByLabelText('Choose a file')).toBeInTheDocument();
  });

  it("a logged-out upload says 'Upload failed' and 'You must be logged in to upload passport'", async () => {
    passportStatus.mockResolvedValue(statusAnswer('none'));
    passportUpload.mockRejectedValue(new ApiError('unauthenticated'));
    await renderSection();
    const view = await openDialog();
    await userEvent.upload(view.getByLabelText('Choose a file'), fileOf('passport.jpg', 'image/jpeg', 1000));
    await userEvent.click(view.getByRole('button', { name: 'Upload' }));
    const banner = await view.findByRole('alert');
    expect(banner).toHaveTextContent('Upload failed');
    expect(banner).toHaveTextContent('You must be logged in to upload passport');
    // The file stays for another try.
    expect(view.getByText('passport.jpg')).toBeVisible();
  });

  it("a failure without a server message says 'Failed to upload passport'; the server's words otherwise", async () => {
    passportStatus.mockResolvedValue(statusAnswer('none'));
    passportUpload.mockRejectedValueOnce(new ApiError('http', { status: 500 })).mockRejectedValueOnce(
      new ApiError('http', {
        status: 400,
        serverMessage: 'Invalid file type. Please upload JPG, PNG, WEBP, or PDF',
      }),
    );
    await renderSection();
    const view = await openDialog();
    await userEvent.upload(view.getByLabelText('Choose a file'), fileOf('passport.jpg', 'image/jpeg', 1000));
    await userEvent.click(view.getByRole('button', { name: 'Upload' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Failed to upload passport');
    await userEvent.click(view.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(view.getByRole('alert')).toHaveTextContent(
        'Invalid file type. Please upload JPG, PNG, WEBP, or PDF',
      ),
    );
    expect(passportUpload).toHaveBeenCalledTimes(2);
  });

  it('opened while under review (the withdrawal gate): the review banner and nothing to upload', async () => {
    passportStatus.mockResolvedValue(statusAnswer('manual_review'));
    function Gate() {
      const [open, setOpen] = useState(true);
      return <PassportSection dialogOpen={open} onDialogOpenChange={setOpen} />;
    }
    await renderPage(<Gate />, { path: paths.wallet.pattern, api: { passportStatus } });
    await within(card()).findByText('Under review');
    const view = dialog();
    expect(view.getByText('Under review')).toBeVisible();
    expect(view.queryByLabelText('Choose a file')).toBeNull();
    expect(view.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('in Arabic: the card and a failed status read in Arabic', async () => {
    passportStatus.mockRejectedValue(new Error('boom'));
    await renderSection('ar');
    const ar = locales.ar.wallet.passport;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      locales.ar.errors.fallback.fetchVerificationStatus,
    );
    expect(screen.getByRole('region', { name: ar.title })).toBeTruthy();
  });
});
