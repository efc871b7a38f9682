export { AdminPlayerHistory, type AdminPlayerHistoryEntry, type AdminPlayerHistoryProps } from './AdminPlayerHistory';
