import { AdminCode } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { ledgerTypeLabel } from './ledger-labels';

/**
 * A name in the operator's language with its raw key under it in code style (a ledger type, an audit
 * action): operators read the name and can still search and filter by the key. A key without a name of
 * its own shows once.
 */
export function LabelledCode({ label, code }: { label: string; code: string }) {
  if (label === code) return <AdminCode>{code}</AdminCode>;
  return (
    <span>
      {label}
      <br />
      <AdminCode>{code}</AdminCode>
    </span>
  );
}

/** A ledger entry's type: its name (ledger-labels.ts) over the raw type. */
export function LedgerType({ type }: { type: string }) {
  const { t } = useTranslation();
  return <LabelledCode label={ledgerTypeLabel(type, t)} code={type} />;
}
