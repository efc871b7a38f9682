import { timersMs, validateProfilePhoto } from '@arena/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 Profile: change photo. spec §5: JPEG, PNG, GIF or WebP, at most 5 MB, with the spec's texts
// ('Please select a valid image file (JPEG, PNG, GIF, or WebP)', 'Image size must be less than 5MB').
// The chosen file shows as a preview (an object URL) while it uploads; the URL is revoked when the
// flow leaves it (done → idle, failed, a new choice). spec §8: the server message, else 'Failed to
// upload image'. The done state stays 3 s (timersMs.profileSuccessMessage).

/** What the machine needs of a chosen file (a browser `File` fits). */
export type PhotoFile = { readonly size: number; readonly type: string; readonly name: string };

export type PhotoUploadContext = {
  file: PhotoFile | null;
  /** Object URL of the chosen file while it uploads and just after; null otherwise. */
  previewUrl: string | null;
  /** The photo URL the server kept. */
  photoUrl: string | null;
  error: UserMessage | null;
};

export type PhotoUploadEvent =
  | { type: 'photo.choose'; file: PhotoFile }
  /** Closes a failure message. */
  | { type: 'photo.dismiss' };

export type PhotoUploadEmitted = { type: 'photo.uploaded'; photoUrl: string };

/** What uploading resolves with: the saved photo's URL. */
export type UploadPhotoOutput = { photoUrl: string };

const uploadFailed: UserMessage = { messageKey: 'errors.fallback.uploadImage' };

function createPreviewUrl(file: PhotoFile): string | null {
  if (typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) return null;
  return URL.createObjectURL(file);
}

function revokePreviewUrl(url: string | null): void {
  if (url && typeof URL !== 'undefined' && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(url);
  }
}

export const photoUploadMachine = setup({
  types: {
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent,
    emitted: {} as PhotoUploadEmitted,
  },
  actions: {
    takeFile: assign(({ context, event }) => {
      assertEvent(event, 'photo.choose');
      revokePreviewUrl(context.previewUrl);
      return { file: event.file, previewUrl: null, error: null };
    }),
    showInvalid: assign(({ context }) => {
      const result = context.file ? validateProfilePhoto(context.file) : null;
      const first = result && !result.ok ? result.errors[0] : undefined;
      return { error: first ? { messageKey: first.messageKey } : uploadFailed, file: null };
    }),
    createPreview: assign(({ context }) => ({
      previewUrl: context.file ? createPreviewUrl(context.file) : null,
    })),
    revokePreview: assign(({ context }) => {
      revokePreviewUrl(context.previewUrl);
      return { previewUrl: null };
    }),
    keepPhoto: assign((_, params: { output: UploadPhotoOutput }) => ({
      photoUrl: params.output.photoUrl,
      error: null,
    })),
    announce: emit(({ context }) => ({
      type: 'photo.uploaded' as const,
      photoUrl: context.photoUrl ?? '',
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, uploadFailed),
    })),
    forget: assign({ file: null, error: null }),
  },
  actors: {
    /** POST /api/upload/profile-image, then PUT /api/users/profile/photo. Rejects with a UserMessage. */
    uploadPhoto: fromPromise<UploadPhotoOutput, { file: PhotoFile }>(async () => {
      throw new Error('uploadPhoto actor not provided');
    }),
  },
  guards: {
    isInvalid: ({ event }) => {
      assertEvent(event, 'photo.choose');
      return !validateProfilePhoto(event.file).ok;
    },
  },
  delays: {
    doneMessage: timersMs.profileSuccessMessage,
  },
}).createMachine({
  id: 'photoUpload',
  context: { file: null, previewUrl: null, photoUrl: null, error: null },
  initial: 'idle',
  on: {
    'photo.choose': [
      { guard: 'isInvalid', target: '.failed', actions: ['takeFile', 'showInvalid'] },
      { target: '.uploading', actions: 'takeFile' },
    ],
  },
  states: {
    idle: {},
    uploading: {
      tags: ['submitting'],
      entry: 'createPreview',
      // A new choice while uploading waits: the first upload finishes or fails first.
      on: { 'photo.choose': {} },
      invoke: {
        src: 'uploadPhoto',
        input: ({ context }) => ({ file: context.file as PhotoFile }),
        onDone: {
          target: 'done',
          actions: [{ type: 'keepPhoto', params: ({ event }) => ({ output: event.output }) }, 'announce'],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            'revokePreview',
          ],
        },
      },
    },
    done: {
      after: { doneMessage: { target: 'idle', actions: ['revokePreview', 'forget'] } },
    },
    failed: {
      on: { 'photo.dismiss': { target: 'idle', actions: 'forget' } },
    },
  },
});
