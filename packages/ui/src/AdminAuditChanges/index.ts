export { AdminAuditChanges, type AdminAuditChangesProps } from './AdminAuditChanges';
