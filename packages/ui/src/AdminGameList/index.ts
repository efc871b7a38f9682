export { AdminGameList, type AdminGameListItem, type AdminGameListProps } from './AdminGameList';
