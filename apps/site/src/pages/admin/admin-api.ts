import { errorMessage } from '@arena/api-client';
import type { ApiCall, UserMessage } from '@arena/api-client';
import { readStoredToken } from '../../session/token-storage';

// Small helpers of the console's pages: failures as messages, the few operator calls the API client does
// not wrap (ledger audit, finish now, the CSV download), and the console's number and date formats.

/** Runs a call and rejects with the spec's message for it (what machines and pages show). */
export async function call<T>(promise: Promise<T>, name: ApiCall): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw errorMessage(error, name);
  }
}

/** A call with the operator's token; the error envelope's message becomes `{ serverMessage }`. */
export async function withToken(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readStoredToken();
  const response = await fetch(path, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  }).catch(() => {
    throw { messageKey: 'errors.network.unableToConnect' } satisfies UserMessage;
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    throw (
      message ? { serverMessage: message } : { messageKey: 'errors.network.connectionError' }
    ) satisfies UserMessage;
  }
  return response;
}

export type LedgerAudit = { ok: boolean; problems: string[]; checkedAt: string };

/** GET /api/admin/ledger/audit: the ledger's invariants. */
export async function ledgerAudit(): Promise<LedgerAudit> {
  const response = await withToken('/api/admin/ledger/audit');
  return ((await response.json()) as { data: LedgerAudit }).data;
}

/** POST /api/admin/challenges/{id}/finish-now. */
export async function finishNow(id: string): Promise<void> {
  await withToken(`/api/admin/challenges/${encodeURIComponent(id)}/finish-now`, { method: 'POST' });
}

/** Fetches a file with the operator's token and hands it to the browser as a download. */
export async function download(url: string, fileName: string): Promise<void> {
  const response = await withToken(url);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

// Counts, GCoins and crystals in en-US figures (spec §9); USD cents → "$1,234.50" from the integers.
export { formatCount, formatUsdCents } from '@arena/domain';

/** An instant in the operator's time zone and language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
