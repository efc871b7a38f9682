export { RichText, sanitizeRichText, type RichTextProps } from './RichText';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
