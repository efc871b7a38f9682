import type { ReactNode } from 'react';
import { SelectField } from '../SelectField';

export interface CurrencyOption {
  /** ISO 4217 code, e.g. 'AED' (spec §3 Currency). */
  code: string;
  /** What the player reads, e.g. 'AED · UAE dirham'. */
  label: string;
}

export interface CurrencySelectProps {
  /** e.g. 'Currency'. */
  label: ReactNode;
  currencies: readonly CurrencyOption[];
  value: string;
  onChange: (code: string) => void;
  /** e.g. 'Prices are converted at today's rate. Card payments are charged in USD.' */
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
  id?: string;
}

/** The store's currency selector (spec §2 Store): prices follow the chosen code. */
export function CurrencySelect({ currencies, onChange, ...props }: CurrencySelectProps) {
  // A short list: it keeps to a narrow column beside the store's packs.
  return (
    <div css={{ maxInlineSize: 320 }}>
      <SelectField
        {...props}
        options={currencies.map(({ code, label }) => ({ value: code, label }))}
        onChange={(code) => onChange(code)}
      />
    </div>
  );
}
