export { RichText, sanitizeRichText, type RichTextProps } from './RichText';
export { RichTextEditor, type RichTextEditorLabels, type RichTextEditorProps } from './RichTextEditor';
