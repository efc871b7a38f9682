import { css, useTheme } from '@emotion/react';
import { isAllowedRichTextHref, richTextAllowlist } from '@arena/domain';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import { richTextStyles } from './richTextStyles';

export interface RichTextEditorLabels {
  /** The visible label, e.g. 'Description'. */
  label: string;
  /** Names the toolbar, e.g. 'Formatting'. */
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  numberedList: string;
  link: string;
  undo: string;
  redo: string;
  /** The link form. */
  linkAddress: string;
  applyLink: string;
  removeLink: string;
  cancel: string;
  /** When the address is not http(s), mailto or a site path. */
  invalidLink: string;
  /** Screen-reader text of the counter, e.g. (n, max) => `${n} of ${max} characters`. */
  counter?: (length: number, max: number) => string;
}

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  /** The editor's HTML, or '' when it holds no text. */
  onChange: (html: string) => void;
  /** The field's label, and overrides of the editor's own words (admin.common.editor.*). */
  labels: Partial<RichTextEditorLabels> & Pick<RichTextEditorLabels, 'label'>;
  /** Characters of text (not markup); a counter shows, and going over marks the field invalid. */
  maxLength?: number;
  invalid?: boolean;
  /** Ids of the error or hint the form shows for this field. */
  describedBy?: string;
  disabled?: boolean;
}

type ToolId = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link' | 'undo' | 'redo';

/**
 * Operator rich text on TipTap: bold, italic, lists and links, with undo and redo, written as the
 * shared allowlist's HTML. The toolbar is one tab stop (arrow keys move inside it); text direction
 * follows each paragraph, so Arabic and Urdu flow right to left.
 */
export function RichTextEditor({
  value,
  onChange,
  labels: labelOverrides,
  maxLength,
  invalid = false,
  describedBy,
  disabled = false,
}: RichTextEditorProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const labels: RichTextEditorLabels = {
    toolbar: t('admin.common.editor.toolbar', { field: labelOverrides.label }),
    bold: t('admin.common.editor.bold'),
    italic: t('admin.common.editor.italic'),
    bulletList: t('admin.common.editor.bulletList'),
    numberedList: t('admin.common.editor.numberedList'),
    link: t('admin.common.editor.link'),
    undo: t('admin.common.editor.undo'),
    redo: t('admin.common.editor.redo'),
    linkAddress: t('admin.common.editor.linkAddress'),
    applyLink: t('admin.common.editor.applyLink'),
    removeLink: t('admin.common.editor.removeLink'),
    cancel: t('admin.common.cancel'),
    invalidLink: t('admin.common.editor.invalidLink'),
    counter: (length, max) => t('admin.common.counter', { length, max }),
    ...labelOverrides,
  };
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const counterId = `${baseId}-counter`;
  const onChangeRef = useRef(onChange);
  const lastEmitted = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: richTextAllowlist.linkRel, target: richTextAllowlist.linkTarget },
          validate: isAllowedRichTextHref,
        },
      }),
    ],
    content: value,
    editable: !disabled,
    textDirection: 'auto',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value from outside (a loaded challenge, a reset form) replaces the content.
  useEffect(() => {
    if (value !== lastEmitted.current) {
      lastEmitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }: { editor: Editor }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
      length: current.state.doc.textContent.length,
    }),
  });

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

  const [linkOpen, setLinkOpen] = useState(false);
  const [address, setAddress] = useState('');
  const [linkError, setLinkError] = useState(false);
  const [focusTool, setFocusTool] = useState<ToolId>('bold');
  const toolbarRef = useRef<HTMLDivElement>(null);

  const openLinkForm = () => {
    if (state.link) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    setAddress(String(editor.getAttributes('link').href ?? ''));
    setLinkError(false);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const href = address.trim();
    if (!isAllowedRichTextHref(href)) {
      setLinkError(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  const tools: {
    id: ToolId;
    label: string;
    pressed?: boolean;
    enabled: boolean;
    run: () => void;
    glyph: ReactNode;
  }[] = [
    {
      id: 'bold',
      label: labels.bold,
      pressed: state.bold,
      enabled: true,
      run: () => editor.chain().focus().toggleBold().run(),
      glyph: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />,
    },
    {
      id: 'italic',
      label: labels.italic,
      pressed: state.italic,
      enabled: true,
      run: () => editor.chain().focus().toggleItalic().run(),
      glyph: <path d="M15 5h-5M14 19H9M13 5l-2 14" />,
    },
    {
      id: 'bulletList',
      label: labels.bulletList,
      pressed: state.bulletList,
      enabled: true,
      run: () => editor.chain().focus().toggleBulletList().run(),
      glyph: <path d="M10 6h10M10 12h10M10 18h10M5 6h.01M5 12h.01M5 18h.01" />,
    },
    {
      id: 'orderedList',
      label: labels.numberedList,
      pressed: state.orderedList,
      enabled: true,
      run: () => editor.chain().focus().toggleOrderedList().run(),
      glyph: <path d="M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M4 15.5a1.5 1.5 0 1 1 2.5 1L4 19h3" />,
    },
    {
      id: 'link',
      label: labels.link,
      pressed: state.link,
      enabled: true,
      run: openLinkForm,
      glyph: (
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      ),
    },
    {
      id: 'undo',
      label: labels.undo,
      enabled: state.canUndo,
      run: () => editor.chain().focus().undo().run(),
      glyph: <path d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />,
    },
    {
      id: 'redo',
      label: labels.redo,
      enabled: state.canRedo,
      run: () => editor.chain().focus().redo().run(),
      glyph: <path d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />,
    },
  ];

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
        {labels.label}
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
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={labels.toolbar}
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
        {linkOpen ? (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: flex-end;
              gap: ${theme.space[2]};
              padding: ${theme.space[3]};
              border-block-end: ${theme.borderWidths.hairline} solid ${theme.colors.border};
              & > :first-of-type {
                flex: 1 1 14rem;
              }
            `}
          >
            <div dir="ltr">
              <TextField
                type="url"
                label={labels.linkAddress}
                value={address}
                placeholder="https://"
                onChange={(next) => {
                  setAddress(next);
                  setLinkError(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  } else if (event.key === 'Escape') {
                    event.preventDefault();
                    setLinkOpen(false);
                    editor.commands.focus();
                  }
                }}
                error={linkError ? labels.invalidLink : undefined}
              />
            </div>
            <Button size="sm" onClick={applyLink}>
              {labels.applyLink}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setLinkOpen(false);
                editor.commands.focus();
              }}
            >
              {labels.cancel}
            </Button>
          </div>
        ) : null}
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
          <bdi aria-hidden={labels.counter ? true : undefined}>
            {state.length}/{maxLength}
          </bdi>
          {labels.counter ? <VisuallyHidden>{labels.counter(state.length, maxLength)}</VisuallyHidden> : null}
        </p>
      ) : null}
    </div>
  );
}
