import { createContext, useContext } from 'react';

/** One entry of the console's navigation (admin-routes.tsx entries with a navKey, for the role). */
export type AdminNavEntry = { readonly path: string; readonly navKey: string };

/**
 * The navigation the operator's role may use, provided by AdminConsole from the registry, read by
 * AdminLayout (a context, so the layout does not import the pages that render it).
 */
export const AdminNavContext = createContext<readonly AdminNavEntry[]>([]);

export function useAdminNavEntries(): readonly AdminNavEntry[] {
  return useContext(AdminNavContext);
}
