import type { User } from '@arena/contract';

/** The roles that reach the operator console (docs/decisions/0020): admin does everything, support a part. */
export type OperatorRole = 'admin' | 'support';

/** True for an operator. Accepts any role string, so an older contract without 'support' still works. */
export function isOperatorRole(role: User['role'] | string | undefined): role is OperatorRole {
  return role === 'admin' || role === 'support';
}
