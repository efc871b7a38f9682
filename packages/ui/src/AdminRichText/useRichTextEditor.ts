import { isAllowedRichTextHref, richTextAllowlist } from '@arena/domain';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

/** What the toolbar and the counter show of the editor now. */
export interface EditorStateView {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Characters of text (not markup). */
  length: number;
}

/**
 * The TipTap editor of the shared allowlist (bold, italic, lists, links; no headings, quotes or code),
 * kept in step with `value` from outside, reporting its HTML ('' when it holds no text), and what the
 * toolbar shows.
 */
export function useRichTextEditor({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (html: string) => void;
  disabled: boolean;
}): { editor: Editor; state: EditorStateView } {
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
  return { editor, state };
}
