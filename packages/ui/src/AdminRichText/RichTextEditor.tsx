import { css, useTheme } from '@emotion/react';
import { EditorContent } from '@tiptap/react';
import { useEffect, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { LinkForm, useLinkForm } from './LinkForm';
import { useEditorWords } from './editorWords';
import { RichTextToolbar } from './RichTextToolbar';
import { richTextStyles } from './richTextStyles';
import { useRichTextEditor } from './useRichTextEditor';

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  /** The editor's HTML, or '' when it holds no text. */
  onChange: (html: string) => void;
  /** The field's name, e.g. 'Description'; the editor says its other words itself (admin.common.editor.*). */
  label: string;
  /** Characters of text (not markup); a counter shows, and going over marks the field invalid. */
  maxLength?: number;
  invalid?: boolean;
  /** Ids of the error or hint the form shows for this field. */
  describedBy?: string;
  disabled?: boolean;
}

/**
 * Operator rich text on TipTap: bold, italic, lists and links, with undo and redo, written as the
 * shared allowlist's HTML. The toolbar is one tab stop (arrow keys move inside it); text direction
 * follows each paragraph, so Arabic and Urdu flow right to left. The parts: the editor
 * (useRichTextEditor), its toolbar (RichTextToolbar), the link form (LinkForm) and the counter here.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  maxLength,
  invalid = false,
  describedBy,
  disabled = false,
}: RichTextEditorProps) {
  const theme = useTheme();
  const words = useEditorWords();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const counterId = `${baseId}-counter`;
  const { editor, state } = useRichTextEditor({ value, onChange, disabled });
  const linkForm = useLinkForm(editor, state.link);

  const over = maxLength !== undefined && state.length > maxLength;
  const isInvalid = invalid || over;
  const described = [describedBy, maxLength !== undefined ? counterId : null].filter(Boolean).join(' ');

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(described ? { 'aria-describedby': described } : {}),
          ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
          ...(disabled ? { 'aria-disabled': 'true' } : {}),
          dir: 'auto',
        },
      },
    });
  }, [editor, labelId, described, isInvalid, disabled]);

  const small = css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${over ? theme.colors.danger : theme.colors.textMuted};
  `;

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space[1]};
      `}
    >
      {/* A contenteditable cannot be the target of <label for>; a click on the label focuses it
          (a mouse convenience: the editor is a tab stop of its own). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <span
        id={labelId}
        onClick={() => editor.commands.focus()}
        css={css`
          font-weight: ${theme.fontWeights.semibold};
          font-size: ${theme.fontSizes.sm};
          cursor: default;
        `}
      >
        {label}
      </span>
      <div
        css={css`
          border: ${theme.borderWidths.hairline} solid
            ${isInvalid ? theme.colors.danger : theme.colors.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surface};
          opacity: ${disabled ? 0.55 : 1};
          &:focus-within {
            border-color: ${isInvalid ? theme.colors.danger : theme.colors.textMuted};
          }
        `}
      >
        <RichTextToolbar
          editor={editor}
          state={state}
          field={label}
          disabled={disabled}
          onLink={linkForm.toggle}
        />
        {linkForm.open ? <LinkForm form={linkForm} /> : null}
        <EditorContent
          editor={editor}
          css={css`
            & .ProseMirror {
              ${richTextStyles(theme)};
              min-block-size: 9rem;
              padding-block: ${theme.space[3]};
              padding-inline: ${theme.space[3]};
              color: ${theme.colors.text};
              text-align: start;
            }
            & .ProseMirror:focus-visible {
              outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
              outline-offset: 0;
              border-radius: 0 0 ${theme.radii.md} ${theme.radii.md};
            }
          `}
        />
      </div>
      {maxLength !== undefined ? (
        <p id={counterId} css={[small, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]}>
          <bdi aria-hidden="true">
            {state.length}/{maxLength}
          </bdi>
          <VisuallyHidden>{words.counter(state.length, maxLength)}</VisuallyHidden>
        </p>
      ) : null}
    </div>
  );
}
