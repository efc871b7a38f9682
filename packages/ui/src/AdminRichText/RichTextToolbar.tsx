import { css, useTheme } from '@emotion/react';
import type { Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { useEditorWords, type RichTextEditorWords } from './editorWords';
import type { EditorStateView } from './useRichTextEditor';

type ToolId = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link' | 'undo' | 'redo';

interface Tool {
  id: ToolId;
  label: string;
  pressed?: boolean;
  enabled: boolean;
  run: () => void;
  glyph: ReactNode;
}

function toolsOf(editor: Editor, state: EditorStateView, words: RichTextEditorWords, onLink: () => void) {
  const tools: Tool[] = [
    {
      id: 'bold',
      label: words.bold,
      pressed: state.bold,
      enabled: true,
      run: () => editor.chain().focus().toggleBold().run(),
      glyph: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />,
    },
    {
      id: 'italic',
      label: words.italic,
      pressed: state.italic,
      enabled: true,
      run: () => editor.chain().focus().toggleItalic().run(),
      glyph: <path d="M15 5h-5M14 19H9M13 5l-2 14" />,
    },
    {
      id: 'bulletList',
      label: words.bulletList,
      pressed: state.bulletList,
      enabled: true,
      run: () => editor.chain().focus().toggleBulletList().run(),
      glyph: <path d="M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01" />,
    },
    {
      id: 'orderedList',
      label: words.numberedList,
      pressed: state.orderedList,
      enabled: true,
      run: () => editor.chain().focus().toggleOrderedList().run(),
      glyph: <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M4 15.5a1.5 1.5 0 1 1 2.5 1L4 19h3" />,
    },
    {
      id: 'link',
      label: words.link,
      pressed: state.link,
      enabled: true,
      run: onLink,
      glyph: (
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      ),
    },
    {
      id: 'undo',
      label: words.undo,
      enabled: state.canUndo,
      run: () => editor.chain().focus().undo().run(),
      glyph: <path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />,
    },
    {
      id: 'redo',
      label: words.redo,
      enabled: state.canRedo,
      run: () => editor.chain().focus().redo().run(),
      glyph: <path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />,
    },
  ];
  return tools;
}

export interface RichTextToolbarProps {
  editor: Editor;
  state: EditorStateView;
  /** The field's name (the editor's label): the toolbar is named after it, e.g. 'Description: formatting'. */
  field: string;
  disabled: boolean;
  /** The Link button: remove the link under the cursor, or open the address form. */
  onLink: () => void;
}

/**
 * The formatting toolbar: one tab stop, arrow keys (mirrored right to left), Home and End move inside it;
 * a disabled tool stays focusable and says so. Says its own words (admin.common.editor.*).
 */
export function RichTextToolbar({ editor, state, field, disabled, onLink }: RichTextToolbarProps) {
  const theme = useTheme();
  const words = useEditorWords();
  const [focusTool, setFocusTool] = useState<ToolId>('bold');
  const toolbarRef = useRef<HTMLDivElement>(null);
  const tools = toolsOf(editor, state, words, onLink);

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const index = tools.findIndex((tool) => tool.id === focusTool);
    let next = -1;
    if (event.key === forward) next = (index + 1) % tools.length;
    else if (event.key === backward) next = (index - 1 + tools.length) % tools.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tools.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tool = tools[next]!;
    setFocusTool(tool.id);
    toolbarRef.current?.querySelector<HTMLButtonElement>(`[data-tool="${tool.id}"]`)?.focus();
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={words.toolbar(field)}
      onKeyDown={onToolbarKeyDown}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 0;
        padding: ${theme.space[0.5]};
        border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
      `}
    >
      {tools.map((tool) => (
        <button
          key={tool.id}
          type="button"
          data-tool={tool.id}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
          aria-disabled={!tool.enabled || disabled ? true : undefined}
          tabIndex={tool.id === focusTool ? 0 : -1}
          onFocus={() => setFocusTool(tool.id)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (tool.enabled && !disabled) tool.run();
          }}
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            inline-size: ${theme.touchTarget};
            block-size: ${theme.touchTarget};
            border: 0;
            border-radius: ${theme.radii.sm};
            background: transparent;
            color: ${theme.colors.text};
            cursor: pointer;
            &[aria-pressed='true'] {
              background: ${theme.colors.surfaceHover};
              color: ${theme.colors.accent};
            }
            &:hover:not([aria-disabled='true']) {
              background: ${theme.colors.surfaceRaised};
            }
            &[aria-disabled='true'] {
              opacity: 0.45;
              cursor: not-allowed;
            }
          `}
        >
          <Icon size="1.25em" flipInRtl={tool.id === 'undo' || tool.id === 'redo'}>
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
              focusable="false"
            >
              {tool.glyph}
            </svg>
          </Icon>
        </button>
      ))}
    </div>
  );
}
