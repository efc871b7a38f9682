export { EditableText, type EditableTextLabels, type EditableTextProps } from './EditableText';
