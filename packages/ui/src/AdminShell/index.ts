export {
  AdminShell,
  type AdminLinkProps,
  type AdminNavItem,
  type AdminShellLabels,
  type AdminShellProps,
} from './AdminShell';
