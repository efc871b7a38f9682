import { css, useTheme } from '@emotion/react';
import { displayNameMaxLength } from '@arena/domain';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { TextField } from '../TextField';

export interface EditableTextLabels {
  /** Names the field, e.g. 'Display name'. */
  field: string;
  /** Names the pencil button, e.g. 'Edit display name'. */
  edit: string;
  save: string;
  cancel: string;
  /** Screen-reader text for the counter, e.g. (n, max) => `${n} of ${max} characters`. */
  counter?: (length: number, max: number) => string;
}

export interface EditableTextProps {
  value: string;
  labels: EditableTextLabels;
  /** Called with the draft as typed; the caller trims and validates (domain `validateDisplayName`). */
  onSave: (draft: string) => void;
  /** Controlled editing; without it the editor opens on the pencil and closes on save or cancel. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
  saving?: boolean;
  error?: ReactNode;
  /** Announced after a save, e.g. 'Name updated' (spec §9: shown for 3 s by the caller). */
  successMessage?: ReactNode;
  /** spec §5: 50 for a display name. */
  maxLength?: number;
  /** How the value is drawn in view mode. */
  as?: 'h1' | 'h2' | 'p' | 'span';
}

export function EditableText({
  value,
  labels,
  onSave,
  editing,
  onEditingChange,
  saving = false,
  error,
  successMessage,
  maxLength = displayNameMaxLength,
  as: ViewElement = 'p',
}: EditableTextProps) {
  const theme = useTheme();
  const [ownEditing, setOwnEditing] = useState(false);
  const isEditing = editing ?? ownEditing;
  const [draft, setDraft] = useState(value);
  const [draftOpen, setDraftOpen] = useState(isEditing);
  if (draftOpen !== isEditing) {
    // Each time the editor opens it starts from the saved value.
    setDraftOpen(isEditing);
    if (isEditing) setDraft(value);
  }
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(isEditing);

  useEffect(() => {
    if (isEditing && !wasEditing.current) {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    if (!isEditing && wasEditing.current) editButtonRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const setEditing = (next: boolean) => {
    if (editing === undefined) setOwnEditing(next);
    onEditingChange?.(next);
  };
  const save = () => {
    if (saving) return;
    onSave(draft);
    if (editing === undefined) setOwnEditing(false);
  };
  const cancel = () => {
    if (!saving) setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Keep a surrounding dialog open: Escape here only leaves the editor.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  const status = (
    <div role="status" css={{ color: theme.colors.success, fontSize: theme.fontSizes.sm, minBlockSize: '0' }}>
      {!isEditing && successMessage ? successMessage : null}
    </div>
  );

  // One live region for both modes, so the success message is announced when the editor closes.
  const body = isEditing ? (
    <div css={{ display: 'grid', gap: theme.space[3] }}>
      <TextField
        label={labels.field}
        value={draft}
        onChange={setDraft}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
        maxLength={maxLength}
        showCounter
        counterLabel={labels.counter}
        error={error}
        autoComplete="nickname"
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }}>
        <Button size="sm" onClick={save} loading={saving}>
          {labels.save}
        </Button>
        <Button size="sm" variant="secondary" onClick={cancel} disabled={saving}>
          {labels.cancel}
        </Button>
      </div>
    </div>
  ) : (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space[1], minInlineSize: 0 }}>
      <ViewElement
        css={css`
          margin: 0;
          min-inline-size: 0;
          overflow-wrap: anywhere;
          font-size: ${ViewElement === 'h1' ? theme.fontSizes.xxl : ViewElement === 'h2' ? theme.fontSizes.xl : theme.fontSizes.md};
          font-weight: ${theme.fontWeights.bold};
        `}
      >
        {/* What people typed keeps its own direction on a right-to-left page. */}
        <bdi>{value}</bdi>
      </ViewElement>
      <button
        ref={editButtonRef}
        type="button"
        aria-label={labels.edit}
        onClick={() => setEditing(true)}
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          flex-shrink: 0;
          inline-size: ${theme.touchTarget};
          block-size: ${theme.touchTarget};
          padding: 0;
          border: 0;
          border-radius: ${theme.radii.md};
          background: transparent;
          color: ${theme.colors.accent};
          cursor: pointer;
          &:hover {
            background: ${theme.colors.surfaceRaised};
          }
        `}
      >
        <Icon>
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
          </svg>
        </Icon>
      </button>
    </div>
  );

  return (
    <div css={{ display: 'grid', gap: theme.space[1] }}>
      {body}
      {status}
    </div>
  );
}
