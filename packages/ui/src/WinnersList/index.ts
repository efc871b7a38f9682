export { WinnersList, type Winner, type WinnersListProps } from './WinnersList';
