import { css, useTheme } from '@emotion/react';
import { flagResolutions, isolate, type FlagResolution } from '@arena/domain';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { MessageBanner } from '../MessageBanner';
import { TextField } from '../TextField';

export interface FlagResolveValues {
  action: FlagResolution;
  note: string;
}

export interface FlagResolveDialogProps {
  open: boolean;
  /** The names of the accounts the flag names (the description lists them). */
  names: readonly string[];
  /** The resolution is on its way: the choices are locked and the confirm button spins. */
  busy?: boolean;
  /** The failed call's message, in the operator's language; the choice and note stay. */
  error?: ReactNode;
  /** Called with the action and the trimmed note once both are given. */
  onSubmit: (resolution: FlagResolveValues) => void;
  onCancel: () => void;
}

/** The note's longest length (the server's limit). */
export const flagNoteMaxLength = 500;

/**
 * Resolving a fair-play flag (issue 30, decision 0050): one of Dismiss, Hold payouts and Block accounts,
 * each explained in a sentence (the radio's description), and a required note for the audit log.
 * Nothing is chosen at first, so the operator decides; a missing choice or note is said beside it.
 */
export function FlagResolveDialog({
  open,
  names,
  busy = false,
  error,
  onSubmit,
  onCancel,
}: FlagResolveDialogProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<FlagResolution | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const formId = useId();
  const groupName = useId();
  const actionErrorId = useId();

  // A fresh choice each time the dialog opens (adjusting state to a prop change, during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAction(null);
      setNote('');
      setTried(false);
    }
  }

  const trimmed = note.trim();
  const actionMissing = tried && action === null;
  const noteMissing = tried && trimmed === '';
  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });

  const cancel = () => {
    if (!busy) onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (action === null) {
      firstChoice.current?.focus();
      return;
    }
    if (trimmed === '') {
      noteRef.current?.focus();
      return;
    }
    onSubmit({ action, note: trimmed });
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={t('admin.flags.resolve.title')}
      description={t('admin.flags.resolve.description', { names: list.format(names.map(isolate)) })}
      closeLabel={t('admin.common.close')}
      closeOnBackdrop={!busy}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={cancel}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            variant={action === 'block' ? 'danger' : 'primary'}
            type="submit"
            form={formId}
            loading={busy}
          >
            {t('admin.flags.resolve.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate css={css({ display: 'grid', gap: theme.space[4] })}>
        <fieldset
          aria-describedby={actionMissing ? actionErrorId : undefined}
          aria-invalid={actionMissing ? true : undefined}
          css={css({
            margin: 0,
            padding: 0,
            border: 0,
            minInlineSize: 0,
            display: 'grid',
            gap: theme.space[2],
          })}
        >
          <legend
            css={css({ padding: 0, marginBlockEnd: theme.space[2], fontWeight: theme.fontWeights.semibold })}
          >
            {t('admin.flags.resolve.action')}
          </legend>
          {flagResolutions.map((value, index) => {
            const hintId = `${groupName}-${value}-hint`;
            const labelId = `${groupName}-${value}-label`;
            const checked = action === value;
            return (
              <label
                key={value}
                css={css({
                  display: 'grid',
                  gridTemplateColumns: 'max-content minmax(0, 1fr)',
                  columnGap: theme.space[3],
                  alignItems: 'start',
                  padding: `${theme.space[2]} ${theme.space[3]}`,
                  borderRadius: theme.radii.md,
                  background: theme.colors.surfaceRaised,
                  border: `${theme.borderWidths.hairline} solid ${checked ? theme.colors.accent : theme.colors.border}`,
                  cursor: busy ? 'not-allowed' : 'pointer',
                  opacity: busy ? 0.6 : 1,
                  '&:has(input:focus-visible)': {
                    outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`,
                    outlineOffset: theme.space[0.5],
                  },
                })}
              >
                <input
                  ref={index === 0 ? firstChoice : undefined}
                  type="radio"
                  name={groupName}
                  value={value}
                  checked={checked}
                  disabled={busy}
                  aria-labelledby={labelId}
                  aria-describedby={hintId}
                  onChange={() => setAction(value)}
                  css={css({
                    margin: 0,
                    marginBlockStart: theme.space[0.5],
                    inlineSize: '1.125rem',
                    blockSize: '1.125rem',
                    accentColor: theme.colors.accent,
                  })}
                />
                <span id={labelId} css={css({ fontWeight: theme.fontWeights.semibold })}>
                  {t(`admin.flags.resolve.actions.${value}.label`)}
                </span>
                <span
                  id={hintId}
                  css={css({ gridColumn: 2, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}
                >
                  {t(`admin.flags.resolve.actions.${value}.hint`)}
                </span>
              </label>
            );
          })}
          {actionMissing ? (
            <span id={actionErrorId} css={css({ color: theme.colors.danger, fontSize: theme.fontSizes.sm })}>
              {t('admin.flags.resolve.actionRequired')}
            </span>
          ) : null}
        </fieldset>
        <TextField
          label={t('admin.flags.resolve.note')}
          hint={t('admin.flags.resolve.noteHint')}
          multiline
          rows={3}
          required
          requiredLabel={t('admin.players.reason.required')}
          value={note}
          onChange={(value) => setNote(value)}
          inputRef={noteRef}
          maxLength={flagNoteMaxLength}
          showCounter
          counterLabel={(length, max) => t('admin.common.counter', { length, max })}
          error={noteMissing ? t('admin.flags.resolve.noteRequired') : undefined}
          disabled={busy}
        />
      </form>
      {error ? <MessageBanner tone="error">{error}</MessageBanner> : null}
    </Dialog>
  );
}
