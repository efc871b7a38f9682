export default function LedgerPage() {
  return null;
}
