import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';
import { useTranslation } from 'react-i18next';

/** The operator's action: it names the confirm button, the way back and who reads the reason. */
export type ReasonKind = 'rejectPassport' | 'rejectPayout' | 'cancelChallenge' | 'blockPlayer' | 'releaseTag';

/** The confirm button's words of each action (the dialog says them itself, issue 32). */
const confirmKey = {
  rejectPassport: 'admin.passports.rejectDialog.confirm',
  rejectPayout: 'admin.payouts.rejectDialog.confirm',
  cancelChallenge: 'admin.challenges.cancel.confirm',
  blockPlayer: 'admin.players.blockDialog.confirm',
  releaseTag: 'admin.players.releaseDialog.confirm',
} as const satisfies Record<ReasonKind, string>;

/** Who reads the reason: the player, the challenge's participants, or only the audit log. */
const hintKey = {
  rejectPassport: 'admin.players.reason.playerHint',
  rejectPayout: 'admin.players.reason.playerHint',
  cancelChallenge: 'admin.challenges.cancel.reasonHint',
  blockPlayer: 'admin.players.reason.auditHint',
  releaseTag: 'admin.players.reason.auditHint',
} as const satisfies Record<ReasonKind, string>;

export interface ReasonDialogProps {
  open: boolean;
  /** The action: the dialog says its confirm button, its way back and the reason's hint itself. */
  kind: ReasonKind;
  title: string;
  description?: ReactNode;
  /** The action is under way: the reason is locked and the confirm button spins. */
  busy?: boolean;
  /** The failed call's message; the reason typed stays. */
  error?: ReactNode;
  /** Characters the trimmed reason needs. Default 1 (any text). */
  minLength?: number;
  /** Default 500. */
  maxLength?: number;
  /** Called with the trimmed reason once it is long enough. */
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** For reject, cancel and block: a required reason with a counter, and a destructive confirm. */
export function ReasonDialog({
  open,
  kind,
  title,
  description,
  busy = false,
  error,
  minLength = 1,
  maxLength = 500,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const words = {
    reason: t('admin.common.reason'),
    reasonHint: t(hintKey[kind]),
    required: t('admin.players.reason.required'),
    confirm: t(confirmKey[kind]),
    // Not "Cancel" beside "Cancel challenge" (issue 34): the way out says what it keeps.
    cancel: t(kind === 'cancelChallenge' ? 'admin.challenges.cancel.keep' : 'admin.common.cancel'),
    close: t('admin.common.close'),
    tooShort: (count: number) => t('admin.common.reasonTooShort', { count }),
    counter: (length: number, max: number) => t('admin.common.counter', { length, max }),
  };
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const formId = useId();

  // A fresh reason each time the dialog opens (adjusting state to a prop change, during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason('');
      setTried(false);
    }
  }

  const trimmed = reason.trim();
  const tooShort = trimmed.length < minLength;
  const showError = tried && tooShort;

  const cancel = () => {
    if (!busy) onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (tooShort) {
      fieldRef.current?.focus();
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      description={description}
      closeLabel={words.close}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {words.cancel}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={busy}>
            {words.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={words.reason}
          hint={words.reasonHint}
          multiline
          rows={4}
          required
          requiredLabel={words.required}
          value={reason}
          onChange={(value) => setReason(value)}
          inputRef={fieldRef}
          maxLength={maxLength}
          showCounter
          counterLabel={words.counter}
          error={showError ? words.tooShort(minLength) : undefined}
          disabled={busy}
        />
      </form>
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
