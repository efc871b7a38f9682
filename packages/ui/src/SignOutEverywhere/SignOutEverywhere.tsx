import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';

export interface SignOutEverywhereProps {
  /** The player confirmed: end every session. The dialog stays open (busy) until the caller moves on. */
  onConfirm: () => void;
  busy?: boolean;
  /** Why the last attempt failed (the server's or the client's words); the dialog stays open to retry. */
  error?: ReactNode;
}

/**
 * Security settings: "sign out everywhere", behind a confirmation that focuses Cancel first. It says its
 * own words (profile.security.signOutEverywhere.* in the locale files; issue 32).
 */
export function SignOutEverywhere({ onConfirm, busy = false, error }: SignOutEverywhereProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const words = (key: string) => t(`profile.security.signOutEverywhere.${key}`);
  return (
    <div css={{ display: 'grid', gap: theme.space[4], justifyItems: 'start' }}>
      <p css={{ margin: 0, color: theme.colors.textMuted }}>{words('description')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {words('button')}
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        title={words('confirmTitle')}
        description={words('confirmDescription')}
        confirmLabel={words('confirm')}
        cancelLabel={words('cancel')}
        closeLabel={words('close')}
        busy={busy}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
