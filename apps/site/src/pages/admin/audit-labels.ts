import type { TFunction } from 'i18next';

// The audit log's actions and targets in the operator's language (issue 34): every action the server
// records (recordOperatorAction calls in apps/server/src, e.g. `user.block`) has a name under
// `admin.audit.actions.*`, every target type under `admin.audit.targets.*`, in all four locale files
// (admin-labels.test.ts). The raw action stays beside its name: it is what the Action filter takes.

const actionShape = /^[a-z][a-z_]*\.[a-z][a-zA-Z_]*$/;
const targetShape = /^[a-z][a-z_]*$/;

/** An audit action's name, e.g. 'user.block' → 'Player blocked'; one without a name shows as it comes. */
export function auditActionLabel(action: string, t: TFunction): string {
  if (!actionShape.test(action)) return action;
  return t(`admin.audit.actions.${action}`, { defaultValue: action });
}

/** A target type's name, e.g. 'passport_verification' → 'Passport'; one without a name as it comes. */
export function auditTargetLabel(targetType: string, t: TFunction): string {
  if (!targetShape.test(targetType)) return targetType;
  return t(`admin.audit.targets.${targetType}`, { defaultValue: targetType });
}
