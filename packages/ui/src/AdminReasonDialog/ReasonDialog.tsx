import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogLabels {
  /** e.g. 'Reason'. */
  reason: string;
  /** e.g. 'The player sees this reason.' */
  reasonHint?: string;
  /** 'required' marker text. */
  required: string;
  /** e.g. 'Reject passport', 'Cancel challenge', 'Block player'. */
  confirm: string;
  cancel: string;
  close: string;
  /** Shown when the reason is empty or shorter than minLength, e.g. (min) => `Write at least ${min} characters.` */
  tooShort: (minLength: number) => string;
  /** Screen-reader text of the counter, e.g. (n, max) => `${n} of ${max} characters`. */
  counter: (length: number, max: number) => string;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The confirm button's words, and overrides of the dialog's own (admin.common.reason, cancel, …). */
  labels: Partial<ReasonDialogLabels> & Pick<ReasonDialogLabels, 'confirm'>;
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
  title,
  description,
  labels: labelOverrides,
  busy = false,
  error,
  minLength = 1,
  maxLength = 500,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const labels: ReasonDialogLabels = {
    reason: t('admin.common.reason'),
    required: t('admin.common.reasonRequired'),
    cancel: t('admin.common.cancel'),
    close: t('admin.common.close'),
    tooShort: (count) => t('admin.common.reasonTooShort', { count }),
    counter: (length, max) => t('admin.common.counter', { length, max }),
    ...labelOverrides,
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
      closeLabel={labels.close}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {labels.cancel}
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={busy}>
            {labels.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={labels.reason}
          hint={labels.reasonHint}
          multiline
          rows={4}
          required
          requiredLabel={labels.required}
          value={reason}
          onChange={(value) => setReason(value)}
          inputRef={fieldRef}
          maxLength={maxLength}
          showCounter
          counterLabel={labels.counter}
          error={showError ? labels.tooShort(minLength) : undefined}
          disabled={busy}
        />
      </form>
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
