export { ListRow, type ListRowProps } from './ListRow';
