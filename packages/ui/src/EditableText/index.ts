export { EditableText, type EditableTextProps } from './EditableText';
