import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';

export interface BrawlStarsDialogProps {
  open: boolean;
  /** e.g. 'Link your Brawl Stars account'. */
  title: string;
  /** e.g. 'Find your player tag under your name in the game profile.' */
  description?: string;
  /** e.g. 'Player tag'. */
  tagLabel: string;
  /** The tag without its # (the brawlStarsLink machine strips it, spec §5). */
  tag: string;
  onTagChange: (value: string) => void;
  /** Connect is disabled while the tag is blank (spec §5). */
  canConnect: boolean;
  connectLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConnect: () => void;
  onClose: () => void;
  linking?: boolean;
  /** A validation message or the server's words (spec §8), shown in the dialog. */
  error?: ReactNode;
}

/** Links a Brawl Stars account by player tag; the # is shown as a fixed prefix. */
export function BrawlStarsDialog({
  open,
  title,
  description,
  tagLabel,
  tag,
  onTagChange,
  canConnect,
  connectLabel,
  cancelLabel,
  closeLabel,
  onConnect,
  onClose,
  linking = false,
  error,
}: BrawlStarsDialogProps) {
  const theme = useTheme();
  const close = () => {
    if (!linking) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      closeLabel={closeLabel}
      closeOnBackdrop={!linking}
      actions={
        <>
          <Button variant="secondary" disabled={linking} onClick={close}>
            {cancelLabel}
          </Button>
          <Button loading={linking} disabled={!canConnect && !linking} onClick={onConnect}>
            {connectLabel}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canConnect && !linking) onConnect();
        }}
        css={css`
          display: grid;
          grid-template-columns: auto minmax(0, 1fr);
          align-items: end;
          gap: ${theme.space[2]};
        `}
      >
        <span
          aria-hidden="true"
          css={css`
            display: inline-grid;
            place-items: center;
            min-block-size: 48px;
            padding-inline: ${theme.space[3]};
            border-radius: ${theme.radii.md};
            background: ${theme.colors.surface};
            color: ${theme.colors.textMuted};
            font-weight: 700;
          `}
        >
          #
        </span>
        <TextField
          label={tagLabel}
          value={tag}
          autoComplete="off"
          disabled={linking}
          onChange={(value) => onTagChange(value)}
        />
      </form>
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
