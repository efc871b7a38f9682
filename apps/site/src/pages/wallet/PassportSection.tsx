import { errorMessage } from '@arena/api-client';
import { passportMessages } from '@arena/contract';
import {
  passportStatusView,
  passportUploadMachine,
  passportUploadView,
  type PassportFile,
  type PassportStatusData,
  type PassportUploadOutput,
  type UserMessage,
} from '@arena/machines';
import { PassportStatusCard, PassportUploadDialog, type PassportUploadBanner } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';

export interface PassportSectionProps {
  /** The upload dialog is open (the wallet page holds it, so the withdrawal gate can open it too). */
  dialogOpen: boolean;
  onDialogOpenChange(open: boolean): void;
  /** spec §4: a verified passport's success callback, 2 s after the upload's answer. */
  onVerified?(): void;
}

/** spec §8 Authentication: an upload without a session says so in its own words. */
function uploadFailure(error: unknown): UserMessage {
  const message = errorMessage(error, 'passportUpload');
  return 'messageKey' in message && message.messageKey === 'errors.auth.noToken'
    ? { messageKey: 'errors.auth.passportUploadLoggedOut' }
    : message;
}

/** The preview of a chosen image, as an object URL released when the file changes. */
function useImagePreview(file: PassportFile | null): string | null {
  const url = useMemo(
    () => (file instanceof Blob && file.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * spec §2 /wallet and §4 Passport verification: the status card with its upload button, and the upload
 * dialog, driven by the passportUpload machine against GET /status and POST /upload.
 */
export function PassportSection({ dialogOpen, onDialogOpenChange, onVerified }: PassportSectionProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const api = useApi();

  const machine = useMemo(
    () =>
      passportUploadMachine.provide({
        actors: {
          loadStatus: fromPromise(async (): Promise<PassportStatusData> => {
            try {
              return (await api.passportStatus()).data;
            } catch (error) {
              throw errorMessage(error, 'passportStatus');
            }
          }),
          uploadPassport: fromPromise(async ({ input }): Promise<PassportUploadOutput> => {
            // The machine holds what the file input gave: a File.
            if (!(input.file instanceof Blob)) throw { messageKey: 'errors.fallback.uploadPassport' };
            try {
              const answer = await api.passportUpload(input.file, input.file.name);
              return {
                status: answer.data.status,
                message: answer.message,
                rejectionReason: answer.data.rejectionReason,
              };
            } catch (error) {
              throw uploadFailure(error);
            }
          }),
        },
      }),
    [api],
  );
  const [state, send, actorRef] = useMachine(machine);

  useEffect(() => {
    const verified = actorRef.on('passport.verified', () => onVerified?.());
    const close = actorRef.on('passport.closeDialog', () => onDialogOpenChange(false));
    return () => {
      verified.unsubscribe();
      close.unsubscribe();
    };
  }, [actorRef, onVerified, onDialogOpenChange]);
  const { context } = state;
  const status = passportStatusView(state);
  const upload = passportUploadView(state);

  // Each opening starts from no file (the machine keeps a verified result and a running upload).
  useEffect(() => {
    if (dialogOpen) send({ type: 'upload.reset' });
  }, [dialogOpen, send]);

  const imageUrl = useImagePreview(context.file);
  const defaultRejection = t('errors.passport.rejectedDefault');
  // spec §8: a rejected passport shows the server's words or the default rejection message (translated
  // when the server's words are that same default).
  const rejectionText = (reason: string | null, message?: string) =>
    reason?.trim() ||
    (message?.trim() && message !== passportMessages.rejectedDefault ? message : null) ||
    defaultRejection;

  // Opened while the passport is under review or verified (e.g. by the withdrawal gate): nothing to upload.
  const locked =
    (status === 'underReview' || status === 'verified') && (upload === 'noFile' || upload === 'fileChosen');

  let banner: PassportUploadBanner | null = null;
  // What happened: the dialog says the titles; a rejection or a failure carries the server's words.
  if (upload === 'verified') banner = { kind: 'verified' };
  else if (upload === 'manualReview') banner = { kind: 'underReview' };
  else if (upload === 'rejected')
    banner = {
      kind: 'rejected',
      reason: rejectionText(context.result?.rejectionReason ?? null, context.result?.message),
    };
  else if (upload === 'failed') banner = { kind: 'failed', message: messageText(context.uploadError) };
  else if (locked) banner = { kind: status === 'verified' ? 'verified' : 'underReview' };

  return (
    <>
      <PassportStatusCard
        status={status}
        rejectionReason={rejectionText(context.rejectionReason)}
        error={messageText(context.statusError)}
        onUpload={() => onDialogOpenChange(true)}
        onRetry={() => send({ type: 'status.reload' })}
      />
      <PassportUploadDialog
        open={dialogOpen}
        onClose={() => onDialogOpenChange(false)}
        view={
          locked || upload === 'verified' || upload === 'manualReview' || upload === 'rejected'
            ? 'result'
            : 'choose'
        }
        file={context.file ? { name: context.file.name, sizeBytes: context.file.size, imageUrl } : null}
        fileError={messageText(context.fileError)}
        uploading={upload === 'uploading'}
        banner={banner}
        onFileChosen={(file) => send({ type: 'file.choose', file })}
        onRemove={() => send({ type: 'file.remove' })}
        onUpload={() => send({ type: 'upload.submit' })}
        onTryAgain={upload === 'rejected' ? () => send({ type: 'upload.tryAgain' }) : undefined}
      />
    </>
  );
}
