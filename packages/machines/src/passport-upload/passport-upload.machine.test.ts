import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import {
  passportStatusView,
  passportUploadMachine,
  passportUploadView,
  type PassportFile,
  type PassportStatusData,
  type PassportUploadOutput,
} from './passport-upload.machine';

type Fakes = {
  status?: () => Promise<PassportStatusData>;
  upload?: (input: { file: PassportFile }) => Promise<PassportUploadOutput>;
};

const none: PassportStatusData = { verified: false, verificationStatus: 'none', verification: null };
const statusOf = (
  verificationStatus: PassportStatusData['verificationStatus'],
  rejectionReason: string | null = null,
): PassportStatusData => ({
  verified: verificationStatus === 'verified',
  verificationStatus,
  verification: verificationStatus === 'none' ? null : { rejectionReason },
});

const verifiedAnswer: PassportUploadOutput = {
  status: 'verified',
  message: 'Your passport is verified. You can withdraw your crystals.',
  rejectionReason: null,
};
const reviewAnswer: PassportUploadOutput = {
  status: 'manual_review',
  message: 'Your passport is under review. This usually takes 24 to 48 hours.',
  rejectionReason: null,
};
const rejectedAnswer: PassportUploadOutput = {
  status: 'rejected',
  message: 'Passport rejected.',
  rejectionReason: 'The photo is blurred.',
};

const megabyte = 1024 * 1024;
const jpeg: PassportFile = { name: 'passport.jpg', size: 2 * megabyte, type: 'image/jpeg' };
const pdf: PassportFile = { name: 'passport.pdf', size: 500_000, type: 'application/pdf' };
const tooLarge: PassportFile = { name: 'big.png', size: 10 * megabyte + 1, type: 'image/png' };
const exactlyTen: PassportFile = { name: 'ten.png', size: 10 * megabyte, type: 'image/png' };
const executable: PassportFile = { name: 'setup.exe', size: 1000, type: 'application/x-msdownload' };

function start(fakes: Fakes = {}) {
  const calls: string[] = [];
  const machine = passportUploadMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => {
        calls.push('status');
        return (fakes.status ?? (async () => none))();
      }),
      uploadPassport: fromPromise(async ({ input }) => {
        calls.push(`upload ${input.file.name}`);
        return (fakes.upload ?? (async () => verifiedAnswer))(input);
      }),
    },
  });
  const actor = createActor(machine);
  actor.on('passport.verified', () => calls.push('verified callback'));
  actor.on('passport.closeDialog', () => calls.push('close dialog'));
  actor.start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = <T>() => new Promise<T>(() => {});
const statusOfActor = (actor: ReturnType<typeof start>['actor']) => passportStatusView(actor.getSnapshot());
const uploadOf = (actor: ReturnType<typeof start>['actor']) => passportUploadView(actor.getSnapshot());

async function loaded(fakes: Fakes = {}) {
  const started = start(fakes);
  await settle();
  return started;
}

async function uploadedWith(answer: PassportUploadOutput, status = none) {
  const started = await loaded({ status: async () => status, upload: async () => answer });
  started.actor.send({ type: 'file.choose', file: jpeg });
  started.actor.send({ type: 'upload.submit' });
  await settle();
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('passport status (spec §4: not verified, under review, verified, rejected)', () => {
  it('starts loading the status, with no file and the progress flag none', () => {
    const { actor, calls } = start({ status: never });
    expect(statusOfActor(actor)).toBe('loading');
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context).toEqual({
      file: null,
      fileError: null,
      progress: 'none',
      result: null,
      uploadError: null,
      rejectionReason: null,
      statusError: null,
    });
    expect(calls).toEqual(['status']);
  });

  it('loading → notVerified when the status is none', async () => {
    const { actor } = await loaded({ status: async () => none });
    expect(statusOfActor(actor)).toBe('notVerified');
  });

  it.each(['pending', 'manual_review'] as const)(
    'loading → underReview when the status is %s',
    async (status) => {
      const { actor } = await loaded({ status: async () => statusOf(status) });
      expect(statusOfActor(actor)).toBe('underReview');
    },
  );

  it('loading → verified when the status is verified', async () => {
    const { actor } = await loaded({ status: async () => statusOf('verified') });
    expect(statusOfActor(actor)).toBe('verified');
  });

  it('loading → rejected with the reason the server gives', async () => {
    const { actor } = await loaded({ status: async () => statusOf('rejected', 'The photo is blurred.') });
    expect(statusOfActor(actor)).toBe('rejected');
    expect(actor.getSnapshot().context.rejectionReason).toBe('The photo is blurred.');
  });

  it('loading → rejected with no reason (the site then shows the default rejection message)', async () => {
    const { actor } = await loaded({ status: async () => statusOf('rejected', null) });
    expect(statusOfActor(actor)).toBe('rejected');
    expect(actor.getSnapshot().context.rejectionReason).toBeNull();
  });

  it('loading → failed with the server message when the call fails', async () => {
    const { actor } = await loaded({
      status: async () => Promise.reject({ serverMessage: 'Database unavailable' }),
    });
    expect(statusOfActor(actor)).toBe('failed');
    expect(actor.getSnapshot().context.statusError).toEqual({ serverMessage: 'Database unavailable' });
  });

  it("loading → failed with 'Failed to fetch verification status' when the failure says nothing", async () => {
    const { actor } = await loaded({ status: async () => Promise.reject(new Error('boom')) });
    expect(actor.getSnapshot().context.statusError).toEqual({
      messageKey: 'errors.fallback.fetchVerificationStatus',
    });
  });

  it('failed → loading on status.reload, and the error goes once it loads', async () => {
    let fail = true;
    const { actor, calls } = await loaded({
      status: async () => (fail ? Promise.reject(new Error('boom')) : statusOf('verified')),
    });
    fail = false;
    actor.send({ type: 'status.reload' });
    expect(statusOfActor(actor)).toBe('loading');
    await settle();
    expect(statusOfActor(actor)).toBe('verified');
    expect(actor.getSnapshot().context.statusError).toBeNull();
    expect(calls).toEqual(['status', 'status']);
  });

  it.each(['notVerified', 'underReview', 'verified', 'rejected'] as const)(
    '%s → loading on status.reload',
    async (view) => {
      const data = {
        notVerified: none,
        underReview: statusOf('pending'),
        verified: statusOf('verified'),
        rejected: statusOf('rejected'),
      }[view];
      const { actor, calls } = await loaded({ status: async () => data });
      expect(statusOfActor(actor)).toBe(view);
      actor.send({ type: 'status.reload' });
      expect(statusOfActor(actor)).toBe('loading');
      await settle();
      expect(statusOfActor(actor)).toBe(view);
      expect(calls).toEqual(['status', 'status']);
    },
  );
});

describe('passport upload: choosing a file (spec §5: max 10 MB; JPG, PNG, WEBP or PDF)', () => {
  it('noFile → fileChosen with a JPEG', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: jpeg });
    expect(uploadOf(actor)).toBe('fileChosen');
    expect(actor.getSnapshot().context).toMatchObject({ file: jpeg, fileError: null });
  });

  it('noFile → fileChosen with a file of exactly 10 MB', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: exactlyTen });
    expect(uploadOf(actor)).toBe('fileChosen');
  });

  it("noFile stays with 'File size must be less than 10MB' for 10 MB and one byte", async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: tooLarge });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context).toMatchObject({
      file: null,
      fileError: { messageKey: 'validation.passport.fileTooLarge' },
    });
  });

  it("noFile stays with 'Invalid file type…' for an executable", async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: executable });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context).toMatchObject({
      file: null,
      fileError: { messageKey: 'validation.passport.invalidType' },
    });
  });

  it('noFile: a good file after a refused one clears the error', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: executable });
    actor.send({ type: 'file.choose', file: pdf });
    expect(uploadOf(actor)).toBe('fileChosen');
    expect(actor.getSnapshot().context).toMatchObject({ file: pdf, fileError: null });
  });

  it('noFile ignores upload.submit, file.remove and upload.tryAgain', async () => {
    const { actor, calls } = await loaded();
    for (const type of ['upload.submit', 'file.remove', 'upload.tryAgain'] as const) actor.send({ type });
    expect(uploadOf(actor)).toBe('noFile');
    expect(calls).toEqual(['status']);
  });

  it('fileChosen → fileChosen with another good file (replaces it)', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'file.choose', file: pdf });
    expect(uploadOf(actor)).toBe('fileChosen');
    expect(actor.getSnapshot().context.file).toEqual(pdf);
  });

  it('fileChosen → noFile with the error when the new file is refused', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'file.choose', file: tooLarge });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context).toMatchObject({
      file: null,
      fileError: { messageKey: 'validation.passport.fileTooLarge' },
    });
  });

  it('fileChosen → noFile on file.remove', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'file.remove' });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('fileChosen → noFile on upload.reset (the dialog opened again)', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.reset' });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('noFile: upload.reset clears a file error', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'file.choose', file: executable });
    actor.send({ type: 'upload.reset' });
    expect(actor.getSnapshot().context.fileError).toBeNull();
  });
});

describe('passport upload: uploading and its results (spec §4)', () => {
  it('fileChosen → uploading on upload.submit: the progress flag is uploading and the file is sent', async () => {
    const { actor, calls } = await loaded({ upload: never });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    expect(uploadOf(actor)).toBe('uploading');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.progress).toBe('uploading');
    await settle();
    expect(calls).toEqual(['status', 'upload passport.jpg']);
  });

  it('uploading ignores file.choose, file.remove, upload.reset and a second submit', async () => {
    const { actor, calls } = await loaded({ upload: never });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    actor.send({ type: 'file.choose', file: pdf });
    actor.send({ type: 'file.remove' });
    actor.send({ type: 'upload.reset' });
    actor.send({ type: 'upload.submit' });
    await settle();
    expect(uploadOf(actor)).toBe('uploading');
    expect(actor.getSnapshot().context.file).toEqual(jpeg);
    expect(calls).toEqual(['status', 'upload passport.jpg']);
  });

  it('uploading → verified: the status card turns verified and the progress flag is success', async () => {
    const { actor } = await uploadedWith(verifiedAnswer);
    expect(uploadOf(actor)).toBe('verified');
    expect(statusOfActor(actor)).toBe('verified');
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ progress: 'success', result: verifiedAnswer });
  });

  it('verified: the success callback fires after 2 s and the dialog closes 2 s after success, once each', async () => {
    const { actor, calls } = await uploadedWith(verifiedAnswer);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual(['status', 'upload passport.jpg']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['status', 'upload passport.jpg', 'verified callback', 'close dialog']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(4);
    expect(uploadOf(actor)).toBe('verified');
  });

  it('verified: the progress flag resets to none after 3 s', async () => {
    const { actor } = await uploadedWith(verifiedAnswer);
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().context.progress).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.progress).toBe('none');
    expect(actor.getSnapshot().context.result).toEqual(verifiedAnswer);
  });

  it('verified ignores upload.reset, upload.tryAgain and file.choose', async () => {
    const { actor } = await uploadedWith(verifiedAnswer);
    actor.send({ type: 'upload.reset' });
    actor.send({ type: 'upload.tryAgain' });
    actor.send({ type: 'file.choose', file: pdf });
    expect(uploadOf(actor)).toBe('verified');
    expect(actor.getSnapshot().context.file).toEqual(jpeg);
  });

  it('uploading → manualReview: the status card is under review; no success callback, the dialog stays', async () => {
    const { actor, calls } = await uploadedWith(reviewAnswer);
    expect(uploadOf(actor)).toBe('manualReview');
    expect(statusOfActor(actor)).toBe('underReview');
    expect(actor.getSnapshot().context).toMatchObject({ progress: 'success', result: reviewAnswer });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.progress).toBe('none');
    expect(calls).toEqual(['status', 'upload passport.jpg']);
  });

  it('manualReview → noFile on upload.reset; a new upload is then refused while under review', async () => {
    const { actor, calls } = await uploadedWith(reviewAnswer);
    actor.send({ type: 'upload.reset' });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send({ type: 'file.choose', file: pdf });
    actor.send({ type: 'upload.submit' });
    expect(uploadOf(actor)).toBe('fileChosen');
    await settle();
    expect(calls).toEqual(['status', 'upload passport.jpg']);
  });

  it('uploading → rejected: the status card is rejected with the reason', async () => {
    const { actor, calls } = await uploadedWith(rejectedAnswer);
    expect(uploadOf(actor)).toBe('rejected');
    expect(statusOfActor(actor)).toBe('rejected');
    expect(actor.getSnapshot().context).toMatchObject({
      progress: 'success',
      result: rejectedAnswer,
      rejectionReason: 'The photo is blurred.',
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.progress).toBe('none');
    expect(calls).toEqual(['status', 'upload passport.jpg']);
  });

  it('rejected → noFile on upload.tryAgain: the file and the result are cleared', async () => {
    const { actor } = await uploadedWith(rejectedAnswer);
    actor.send({ type: 'upload.tryAgain' });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, result: null, fileError: null });
    // The status card keeps the rejection until the next upload.
    expect(statusOfActor(actor)).toBe('rejected');
  });

  it('rejected → a second upload after try again is allowed and can verify', async () => {
    let answer = rejectedAnswer;
    const { actor, calls } = await loaded({ upload: async () => answer });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    await settle();
    actor.send({ type: 'upload.tryAgain' });
    answer = verifiedAnswer;
    actor.send({ type: 'file.choose', file: pdf });
    actor.send({ type: 'upload.submit' });
    await settle();
    expect(uploadOf(actor)).toBe('verified');
    expect(statusOfActor(actor)).toBe('verified');
    expect(actor.getSnapshot().context.rejectionReason).toBeNull();
    expect(calls).toEqual(['status', 'upload passport.jpg', 'upload passport.pdf']);
  });

  it('rejected → noFile on upload.reset (the status card opened the dialog again)', async () => {
    const { actor } = await uploadedWith(rejectedAnswer);
    actor.send({ type: 'upload.reset' });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('uploading → failed with the server message; the file stays and the progress flag is error', async () => {
    const { actor } = await loaded({
      upload: async () =>
        Promise.reject({ serverMessage: 'Invalid file type. Please upload JPG, PNG, WEBP, or PDF' }),
    });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    await settle();
    expect(uploadOf(actor)).toBe('failed');
    expect(statusOfActor(actor)).toBe('notVerified');
    expect(actor.getSnapshot().context).toMatchObject({
      file: jpeg,
      progress: 'error',
      result: null,
      uploadError: { serverMessage: 'Invalid file type. Please upload JPG, PNG, WEBP, or PDF' },
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.progress).toBe('none');
  });

  it("uploading → failed with 'You must be logged in to upload passport' from the client's mapping", async () => {
    const { actor } = await loaded({
      upload: async () => Promise.reject({ messageKey: 'errors.auth.passportUploadLoggedOut' }),
    });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    await settle();
    expect(actor.getSnapshot().context.uploadError).toEqual({
      messageKey: 'errors.auth.passportUploadLoggedOut',
    });
  });

  it("uploading → failed with 'Failed to upload passport' when the failure says nothing", async () => {
    const { actor } = await loaded({ upload: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    await settle();
    expect(actor.getSnapshot().context.uploadError).toEqual({ messageKey: 'errors.fallback.uploadPassport' });
  });

  it('failed → uploading on upload.submit with the same file, clearing the error', async () => {
    let fail = true;
    const { actor, calls } = await loaded({
      upload: async () => (fail ? Promise.reject(new Error('offline')) : reviewAnswer),
    });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    await settle();
    fail = false;
    actor.send({ type: 'upload.submit' });
    expect(uploadOf(actor)).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({ uploadError: null, progress: 'uploading' });
    await settle();
    expect(uploadOf(actor)).toBe('manualReview');
    expect(calls).toEqual(['status', 'upload passport.jpg', 'upload passport.jpg']);
  });

  it('failed → noFile on file.remove; failed → fileChosen on another good file', async () => {
    const { actor } = await loaded({ upload: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'file.choose', file: jpeg });
    actor.send({ type: 'upload.submit' });
    await settle();
    actor.send({ type: 'file.choose', file: pdf });
    expect(uploadOf(actor)).toBe('fileChosen');
    expect(actor.getSnapshot().context).toMatchObject({ file: pdf, uploadError: null });
    actor.send({ type: 'upload.submit' });
    await settle();
    actor.send({ type: 'file.remove' });
    expect(uploadOf(actor)).toBe('noFile');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, uploadError: null });
  });

  it.each([
    ['under review', statusOf('manual_review')],
    ['verified', statusOf('verified')],
  ])(
    'fileChosen ignores upload.submit while the passport is %s (uploading again only after a rejection)',
    async (_, status) => {
      const { actor, calls } = await loaded({ status: async () => status });
      actor.send({ type: 'file.choose', file: jpeg });
      actor.send({ type: 'upload.submit' });
      await settle();
      expect(uploadOf(actor)).toBe('fileChosen');
      expect(calls).toEqual(['status']);
    },
  );

  it('fileChosen → uploading after a rejection and when the status could not be read', async () => {
    const rejected = await loaded({ status: async () => statusOf('rejected', 'Blurred') });
    rejected.actor.send({ type: 'file.choose', file: jpeg });
    rejected.actor.send({ type: 'upload.submit' });
    expect(uploadOf(rejected.actor)).toBe('uploading');

    const unknown = await loaded({ status: async () => Promise.reject(new Error('offline')) });
    unknown.actor.send({ type: 'file.choose', file: jpeg });
    unknown.actor.send({ type: 'upload.submit' });
    expect(uploadOf(unknown.actor)).toBe('uploading');
  });
});
