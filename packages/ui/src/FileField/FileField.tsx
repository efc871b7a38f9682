import { css, useTheme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { UploadIcon } from '../Icon';

export interface FileFieldProps {
  /**
   * The field's name, e.g. 'Image'. `button`: shown above the button; `dropzone`: the button's own words
   * (e.g. 'Choose a file'). The hidden file input is named by it too.
   */
  label: string;
  /** A fuller name for assistive technology, e.g. 'Change image: Valorant' beside the visible 'Change image'. */
  accessibleLabel?: string;
  /** `button` only: the button's words; 'Choose a file' in the reader's language by default. */
  buttonLabel?: string;
  /** What the picker offers, e.g. 'image/png,image/jpeg' (the caller still checks what it gets). */
  accept?: string;
  disabled?: boolean;
  /** The chosen file is being sent: the button spins and takes no press. */
  loading?: boolean;
  hint?: ReactNode;
  /** Why the file was refused: the field is invalid and says so under it. */
  error?: ReactNode;
  /**
   * `button`: the chosen file's name to show; by default the last file chosen here ('No file chosen' in
   * the reader's language before any).
   */
  fileName?: string | null;
  /** `button`: what shows while no file is chosen; 'No file chosen' by default, null for nothing. */
  placeholder?: ReactNode;
  /** `button`: shown between the name and the button, e.g. the image in use now. */
  preview?: ReactNode;
  /** A file was chosen (or dropped on a `dropzone`). */
  onFile: (file: File) => void;
  /**
   * `button`: the name, a button and the chosen file's name. `dropzone`: a dashed box whose button is the
   * field's name, taking a dropped file too (the passport upload).
   */
  variant?: 'button' | 'dropzone';
  /** `dropzone`: a further line, e.g. 'or drop it here'. */
  dropHint?: string;
}

/**
 * A file chooser in the reader's language (issue 34): the browser's own file input says "Choose File" and
 * "No file chosen" in the browser's language whatever the page's, so the input stays hidden and a real
 * button (keyboard and screen reader alike) opens its picker; the chosen file's name is shown beside it.
 */
export function FileField({
  label,
  accessibleLabel,
  buttonLabel,
  accept,
  disabled = false,
  loading = false,
  hint,
  error,
  fileName,
  placeholder,
  preview,
  onFile,
  variant = 'button',
  dropHint,
}: FileFieldProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const ids = { status: `${id}-status`, hint: `${id}-hint`, error: `${id}-error` };
  const dropzone = variant === 'dropzone';
  const buttonText = dropzone ? label : (buttonLabel ?? t('common.fileField.choose'));
  const name = accessibleLabel ?? label;
  const shown = fileName === undefined ? chosen : fileName;
  const empty = placeholder === undefined ? t('common.fileField.none') : placeholder;
  const status = shown ? <bdi>{shown}</bdi> : empty;
  const describedBy = [
    dropzone || !status ? null : ids.status,
    hint ? ids.hint : null,
    error ? ids.error : null,
  ]
    .filter(Boolean)
    .join(' ');
  const off = disabled || loading;

  const take = (file: File | undefined) => {
    if (!file || off) return;
    setChosen(file.name);
    onFile(file);
  };
  // Dropping a file on the box is a pointer's shortcut beside the button (which keyboards use), so the
  // box listens without becoming a control itself.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const dragOver = (event: DragEvent) => {
      event.preventDefault();
      setOver(true);
    };
    const leave = () => setOver(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      const file = event.dataTransfer?.files[0];
      if (!file || off) return;
      setChosen(file.name);
      onFile(file);
    };
    element.addEventListener('dragover', dragOver);
    element.addEventListener('dragleave', leave);
    element.addEventListener('drop', drop);
    return () => {
      element.removeEventListener('dragover', dragOver);
      element.removeEventListener('dragleave', leave);
      element.removeEventListener('drop', drop);
    };
  }, [dropzone, off, onFile]);
  const muted = css({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });

  const button = (
    <Button
      type="button"
      variant={dropzone ? 'ghost' : 'secondary'}
      size="sm"
      disabled={disabled}
      loading={loading}
      icon={dropzone ? undefined : <UploadIcon size="1.25em" />}
      // The button's words first, then the field's name: "Choose a file (Image)" says which file.
      aria-label={
        name === buttonText ? undefined : t('common.fileField.buttonName', { action: buttonText, name })
      }
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      onClick={() => input.current?.click()}
    >
      {buttonText}
    </Button>
  );

  return (
    <div css={css({ display: 'grid', gap: theme.space[2], justifyItems: dropzone ? 'stretch' : 'start' })}>
      {dropzone ? (
        <div
          ref={box}
          data-drop-over={(over && !off) || undefined}
          css={css`
            display: grid;
            justify-items: center;
            gap: ${theme.space[2]};
            padding: ${theme.space[6]} ${theme.space[4]};
            border: ${theme.borderWidths.accent} dashed ${error ? theme.colors.danger : theme.colors.border};
            border-radius: ${theme.radii.md};
            background: ${theme.colors.surface};
            text-align: center;
            text-wrap: balance;
            &[data-drop-over],
            &:focus-within {
              border-color: ${theme.colors.accent};
              background: ${theme.colors.surfaceHover};
            }
          `}
        >
          <span css={{ color: theme.colors.accent, display: 'inline-flex' }}>
            <UploadIcon />
          </span>
          {button}
          {hint ? (
            <span id={ids.hint} css={muted}>
              {hint}
            </span>
          ) : null}
          {dropHint ? <span css={muted}>{dropHint}</span> : null}
        </div>
      ) : (
        <>
          <span css={css({ fontWeight: theme.fontWeights.semibold, fontSize: theme.fontSizes.sm })}>
            {label}
          </span>
          {preview}
          <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2] })}>
            {button}
            {/* A file's name keeps its own direction inside Arabic or Urdu words. */}
            <span id={ids.status} aria-live="polite" css={[muted, { overflowWrap: 'anywhere' }]}>
              {status}
            </span>
          </div>
          {hint ? (
            <p id={ids.hint} css={muted}>
              {hint}
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p id={ids.error} role="alert" css={[muted, { color: theme.colors.danger }]}>
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        disabled={off}
        aria-label={name}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still reports it.
          event.target.value = '';
          take(file);
        }}
      />
    </div>
  );
}
