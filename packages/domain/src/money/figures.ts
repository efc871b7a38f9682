// Figures in en-US grouping (spec §9: every language shows Western digits, en-US formatting), written
// without Intl.NumberFormat: in Chromium the first NumberFormat a page makes costs 12–30 ms of main
// thread (its number data loads), which a 4×-slower phone pays inside the first script's one long task
// (issue 15, docs/decisions/0039). Whole numbers, the figures Arena shows, take this path; anything
// else goes to Intl, made on first use, so the result is always Intl's.

let intl: Intl.NumberFormat | undefined;

/** '1,234,567' for 1234567, '-1,000' for -1000: en-US digit grouping, exactly as Intl.NumberFormat('en-US'). */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return (intl ??= new Intl.NumberFormat('en-US')).format(value);
  // -0 is written '-0', as Intl writes it.
  return value < 0 || Object.is(value, -0) ? `-${groupDigits(String(-value))}` : groupDigits(String(value));
}

/** Commas between groups of three digits, from the right: '1234567' → '1,234,567'. */
export function groupDigits(digits: string): string {
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let index = head; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  return grouped;
}
