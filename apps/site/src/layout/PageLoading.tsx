// Shown while a guard checks the session or a page chunk loads: the ui component (it owns its words).
export { PageLoading } from '@arena/ui';
