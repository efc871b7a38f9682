import { errorMessage } from '@arena/api-client';
import type { ApiCall } from '@arena/api-client';

// Small helpers of the console's pages: failures as messages, a fetched file saved as a download, and the
// console's number and date formats. Every operator call goes through the API client (useApi()).

/** Runs a call and rejects with the spec's message for it (what machines and pages show). */
export async function call<T>(promise: Promise<T>, name: ApiCall): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw errorMessage(error, name);
  }
}

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(file);
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
