export { AdminLastCheck, type AdminCheckOutcome, type AdminLastCheckProps } from './AdminLastCheck';
