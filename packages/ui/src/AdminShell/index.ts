export { AdminShell, type AdminLinkProps, type AdminNavItem, type AdminShellProps } from './AdminShell';
export { AdminTopBar, adminMaxWidth, type AdminTopBarProps } from './AdminTopBar';
