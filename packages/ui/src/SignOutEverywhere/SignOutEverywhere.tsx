import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';

export interface SignOutEverywhereProps {
  labels: {
    /** What it does, e.g. 'Ends every session of your account on every device…'. */
    description: string;
    /** The button that opens the confirmation, e.g. 'Sign out everywhere'. */
    button: string;
    confirmTitle: string;
    confirmDescription: string;
    confirm: string;
    cancel: string;
    /** Accessible name of the dialog's close button. */
    close: string;
  };
  /** The player confirmed: end every session. The dialog stays open (busy) until the caller moves on. */
  onConfirm: () => void;
  busy?: boolean;
  /** Why the last attempt failed; the dialog stays open to retry. */
  error?: ReactNode;
}

/** Security settings: "sign out everywhere", behind a confirmation that focuses Cancel first. */
export function SignOutEverywhere({ labels, onConfirm, busy = false, error }: SignOutEverywhereProps) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  return (
    <div css={{ display: 'grid', gap: theme.space[4], justifyItems: 'start' }}>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{labels.description}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {labels.button}
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title={labels.confirmTitle}
        description={labels.confirmDescription}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        closeLabel={labels.close}
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
