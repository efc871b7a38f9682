import { timersMs, validatePassportFile } from '@arena/domain';
import { and, assertEvent, assign, emit, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { messageOf, userMessageFrom, type UserMessage } from '../messages/user-message';

// spec §4 Passport verification, §2 /wallet (status card and upload dialog), §5 Passport file, §8.
// Two regions run side by side:
// - `status`: what the status card shows: not verified (none or absent), under review (pending or
//   manual_review), verified, rejected (with the reason), loaded from GET /api/passport-verification/status
//   and updated at once by an upload's result.
// - `upload`: the dialog: no file → file chosen (validated by the domain's passport rule) → uploading →
//   verified | manualReview | rejected (or failed when the call fails). The progress flag goes back to
//   'none' 3 s after a result; on verified the success callback fires after 2 s and the dialog closes
//   2 s after the success; try again clears the file and the result.

/** What the browser says about the chosen file; the site passes its `File`, which the upload actor sends. */
export type PassportFile = { readonly name: string; readonly size: number; readonly type: string };

/** The upload's progress flag (spec §4): back to 'none' 3 s after the result. */
export type PassportUploadProgress = 'none' | 'uploading' | 'success' | 'error';

/** The outcome of one check (spec §3: verified, manual_review, rejected). */
export type PassportDecision = 'verified' | 'manual_review' | 'rejected';

/** GET /api/passport-verification/status → data (spec §3; `none` before any upload). */
export type PassportStatusData = {
  verified: boolean;
  verificationStatus: 'none' | 'pending' | 'manual_review' | 'verified' | 'rejected';
  verification: { rejectionReason: string | null } | null;
};

/** What the upload answered (POST /api/passport-verification/upload → data.status, message). */
export type PassportUploadOutput = {
  status: PassportDecision;
  message: string;
  rejectionReason: string | null;
};

export type PassportUploadContext = {
  file: PassportFile | null;
  /** Why the last chosen file was refused (validation.passport.*); the file is then not kept. */
  fileError: UserMessage | null;
  progress: PassportUploadProgress;
  /** The last upload's answer, cleared by try again. */
  result: PassportUploadOutput | null;
  /** Why the last upload call failed (the server's words, or 'Failed to upload passport'). */
  uploadError: UserMessage | null;
  /** The rejection reason of the status card (null: the site shows the default rejection message). */
  rejectionReason: string | null;
  /** Why the status could not be read ('Failed to fetch verification status'). */
  statusError: UserMessage | null;
};

export type PassportUploadEvent =
  | { type: 'file.choose'; file: PassportFile }
  | { type: 'file.remove' }
  | { type: 'upload.submit' }
  /** The rejection's try-again button: clears the file and the result. */
  | { type: 'upload.tryAgain' }
  /** The dialog opens again: start from no file (ignored while uploading or once verified). */
  | { type: 'upload.reset' }
  | { type: 'status.reload' }
  /** Internal: an upload's result moves the status card at once. */
  | { type: 'status.decided'; decision: PassportDecision; reason: string | null };

/** Told to the app (`actor.on`): the success callback, and the dialog closing (spec §4). */
export type PassportUploadEmitted = { type: 'passport.verified' } | { type: 'passport.closeDialog' };

type StatusData = PassportStatusData;

/** The server takes a new upload only before any or after a rejection (issue 10). */
const statusAllowsUpload = and([
  not(stateIn({ status: 'underReview' })),
  not(stateIn({ status: 'verified' })),
]);

const uploadFailed = messageOf('errors.fallback.uploadPassport');
const statusFailed = messageOf('errors.fallback.fetchVerificationStatus');

const cleared = {
  file: null,
  fileError: null,
  result: null,
  uploadError: null,
} as const;

export const passportUploadMachine = setup({
  types: {
    context: {} as PassportUploadContext,
    events: {} as PassportUploadEvent,
    emitted: {} as PassportUploadEmitted,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'file.choose');
      const checked = validatePassportFile(event.file);
      if (checked.ok) return { ...cleared, file: event.file };
      const first = checked.errors[0];
      return {
        ...cleared,
        fileError: first ? messageOf(first.messageKey) : messageOf('validation.passport.invalidType'),
      };
    }),
    clear: assign({ ...cleared }),
    startProgress: assign({ progress: 'uploading' as const, result: null, uploadError: null }),
    keepResult: assign((_, params: { output: PassportUploadOutput }) => ({
      result: params.output,
      progress: 'success' as const,
    })),
    keepUploadError: assign((_, params: { error: unknown }) => ({
      uploadError: userMessageFrom(params.error, uploadFailed),
      progress: 'error' as const,
    })),
    resetProgress: assign({ progress: 'none' as const }),
    announce: raise((_, params: { output: PassportUploadOutput }) => ({
      type: 'status.decided' as const,
      decision: params.output.status,
      reason: params.output.rejectionReason,
    })),
    keepStatus: assign((_, params: { data: StatusData }) => ({
      rejectionReason: params.data.verification?.rejectionReason ?? null,
      statusError: null,
    })),
    keepDecision: assign(({ event }) => {
      assertEvent(event, 'status.decided');
      return { rejectionReason: event.reason, statusError: null };
    }),
    keepStatusError: assign((_, params: { error: unknown }) => ({
      statusError: userMessageFrom(params.error, statusFailed),
    })),
    /** A verified passport's success callback (spec §4: after 2 s). */
    notifyVerified: emit({ type: 'passport.verified' as const }),
    /** The dialog closes (spec §4: 2 s after success). */
    closeDialog: emit({ type: 'passport.closeDialog' as const }),
  },
  actors: {
    /** GET /api/passport-verification/status → data. */
    loadStatus: fromPromise<StatusData>(async () => {
      throw new Error('loadStatus actor not provided');
    }),
    /** POST /api/passport-verification/upload (multipart field `passport`) → data.status and message. */
    uploadPassport: fromPromise<PassportUploadOutput, { file: PassportFile }>(async () => {
      throw new Error('uploadPassport actor not provided');
    }),
  },
  guards: {
    isNone: (_, params: { data: StatusData }) => params.data.verificationStatus === 'none',
    isUnderReview: (_, params: { data: StatusData }) =>
      params.data.verificationStatus === 'pending' || params.data.verificationStatus === 'manual_review',
    isVerified: (_, params: { data: StatusData }) => params.data.verificationStatus === 'verified',
    decidedVerified: ({ event }) => event.type === 'status.decided' && event.decision === 'verified',
    decidedReview: ({ event }) => event.type === 'status.decided' && event.decision === 'manual_review',
    validFile: ({ event }) => event.type === 'file.choose' && validatePassportFile(event.file).ok,
    returnedVerified: (_, params: { output: PassportUploadOutput }) => params.output.status === 'verified',
    returnedReview: (_, params: { output: PassportUploadOutput }) => params.output.status === 'manual_review',
  },
  delays: {
    progressReset: timersMs.uploadFlagReset,
    successCallback: timersMs.passportSuccessCallback,
    dialogClose: timersMs.dialogClose,
  },
}).createMachine({
  id: 'passportUpload',
  type: 'parallel',
  context: {
    ...cleared,
    progress: 'none',
    rejectionReason: null,
    statusError: null,
  },
  states: {
    status: {
      initial: 'loading',
      on: {
        'status.decided': [
          { guard: 'decidedVerified', target: '.verified', actions: 'keepDecision' },
          { guard: 'decidedReview', target: '.underReview', actions: 'keepDecision' },
          { target: '.rejected', actions: 'keepDecision' },
        ],
      },
      states: {
        loading: {
          invoke: {
            src: 'loadStatus',
            onDone: [
              {
                guard: { type: 'isNone', params: ({ event }) => ({ data: event.output }) },
                target: 'notVerified',
                actions: { type: 'keepStatus', params: ({ event }) => ({ data: event.output }) },
              },
              {
                guard: { type: 'isUnderReview', params: ({ event }) => ({ data: event.output }) },
                target: 'underReview',
                actions: { type: 'keepStatus', params: ({ event }) => ({ data: event.output }) },
              },
              {
                guard: { type: 'isVerified', params: ({ event }) => ({ data: event.output }) },
                target: 'verified',
                actions: { type: 'keepStatus', params: ({ event }) => ({ data: event.output }) },
              },
              {
                target: 'rejected',
                actions: { type: 'keepStatus', params: ({ event }) => ({ data: event.output }) },
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'keepStatusError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        notVerified: { on: { 'status.reload': 'loading' } },
        underReview: { on: { 'status.reload': 'loading' } },
        verified: { on: { 'status.reload': 'loading' } },
        rejected: { on: { 'status.reload': 'loading' } },
        failed: { on: { 'status.reload': 'loading' } },
      },
    },
    upload: {
      initial: 'noFile',
      states: {
        noFile: {
          on: {
            'file.choose': [
              {
                guard: 'validFile',
                target: 'fileChosen',
                actions: 'choose',
              },
              { actions: 'choose' },
            ],
            'upload.reset': { actions: 'clear' },
          },
        },
        fileChosen: {
          on: {
            'file.choose': [
              {
                guard: 'validFile',
                actions: 'choose',
              },
              { target: 'noFile', actions: 'choose' },
            ],
            'file.remove': { target: 'noFile', actions: 'clear' },
            'upload.reset': { target: 'noFile', actions: 'clear' },
            'upload.submit': { guard: statusAllowsUpload, target: 'uploading' },
          },
        },
        uploading: {
          tags: ['submitting'],
          entry: 'startProgress',
          invoke: {
            src: 'uploadPassport',
            // fileChosen and failed always hold a file.
            input: ({ context }) => ({ file: context.file ?? { name: '', size: 0, type: '' } }),
            onDone: [
              {
                guard: { type: 'returnedVerified', params: ({ event }) => ({ output: event.output }) },
                target: 'verified',
                actions: [
                  { type: 'keepResult', params: ({ event }) => ({ output: event.output }) },
                  { type: 'announce', params: ({ event }) => ({ output: event.output }) },
                ],
              },
              {
                guard: { type: 'returnedReview', params: ({ event }) => ({ output: event.output }) },
                target: 'manualReview',
                actions: [
                  { type: 'keepResult', params: ({ event }) => ({ output: event.output }) },
                  { type: 'announce', params: ({ event }) => ({ output: event.output }) },
                ],
              },
              {
                target: 'rejected',
                actions: [
                  { type: 'keepResult', params: ({ event }) => ({ output: event.output }) },
                  { type: 'announce', params: ({ event }) => ({ output: event.output }) },
                ],
              },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'keepUploadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Final for this dialog: the success callback after 2 s, the dialog closes 2 s after success. */
        verified: {
          after: {
            successCallback: { actions: 'notifyVerified' },
            dialogClose: { actions: 'closeDialog' },
            progressReset: { actions: 'resetProgress' },
          },
        },
        manualReview: {
          after: { progressReset: { actions: 'resetProgress' } },
          on: { 'upload.reset': { target: 'noFile', actions: 'clear' } },
        },
        rejected: {
          after: { progressReset: { actions: 'resetProgress' } },
          on: {
            'upload.tryAgain': { target: 'noFile', actions: 'clear' },
            'upload.reset': { target: 'noFile', actions: 'clear' },
          },
        },
        /** The call failed: the file stays, so Upload can be pressed again. */
        failed: {
          after: { progressReset: { actions: 'resetProgress' } },
          on: {
            'upload.submit': { guard: statusAllowsUpload, target: 'uploading' },
            'file.choose': [
              {
                guard: 'validFile',
                target: 'fileChosen',
                actions: 'choose',
              },
              { target: 'noFile', actions: 'choose' },
            ],
            'file.remove': { target: 'noFile', actions: 'clear' },
            'upload.reset': { target: 'noFile', actions: 'clear' },
          },
        },
      },
    },
  },
});

/** What the status card shows (spec §4): not verified covers none, absent and an unreadable status. */
export type PassportStatusView =
  'loading' | 'notVerified' | 'underReview' | 'verified' | 'rejected' | 'failed';

export function passportStatusView(snapshot: { matches(value: unknown): boolean }): PassportStatusView {
  for (const view of ['loading', 'notVerified', 'underReview', 'verified', 'rejected', 'failed'] as const) {
    if (snapshot.matches({ status: view })) return view;
  }
  return 'loading';
}

/** The upload region's state, for the dialog. */
export type PassportUploadView =
  'noFile' | 'fileChosen' | 'uploading' | 'verified' | 'manualReview' | 'rejected' | 'failed';

export function passportUploadView(snapshot: { matches(value: unknown): boolean }): PassportUploadView {
  for (const view of [
    'noFile',
    'fileChosen',
    'uploading',
    'verified',
    'manualReview',
    'rejected',
    'failed',
  ] as const) {
    if (snapshot.matches({ upload: view })) return view;
  }
  return 'noFile';
}
