import { css, useTheme } from '@emotion/react';
import { displayNameMaxLength } from '@arena/domain';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { TextField } from '../TextField';

export interface EditableTextProps {
  value: string;
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

/**
 * The display name's editor (spec §2, §5): the name, a pencil that opens a field with Save and Cancel.
 * It says its own words (profile.* in the locale files, issue 32); the page gives the value and states.
 */
export function EditableText({
  value,
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
  const { t } = useTranslation();
  const words = {
    field: t('profile.displayName'),
    edit: t('profile.editDisplayName'),
    save: t('profile.save'),
    cancel: t('profile.cancel'),
    counter: (length: number, max: number) => t('profile.counter', { length, max }),
  };
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
        label={words.field}
        value={draft}
        onChange={setDraft}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
        maxLength={maxLength}
        showCounter
        counterLabel={words.counter}
        error={error}
        autoComplete="nickname"
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }}>
        <Button size="sm" onClick={save} loading={saving}>
          {words.save}
        </Button>
        <Button size="sm" variant="secondary" onClick={cancel} disabled={saving}>
          {words.cancel}
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
        aria-label={words.edit}
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
