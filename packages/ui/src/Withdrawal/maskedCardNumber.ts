/**
 * A masked card number for people: '411111******1111' → '4111 11•• •••• 1111'. Only the digits the
 * provider left are shown; the masked ones become dots, in groups of four (American Express's
 * 15 digits too, which keeps the code simple and the last four readable).
 */
export function formatMaskedCardNumber(masked: string): string {
  const characters = masked.replace(/[\s-]/g, '').replace(/[*xX•]/g, '•');
  return characters.match(/.{1,4}/g)?.join(' ') ?? '';
}
