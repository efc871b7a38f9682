// "3 minutes ago", "in 1 minute", "yesterday": a moment said relative to now by its largest whole unit, in
// the reader's language (Intl.RelativeTimeFormat); used by the scoring breakdown's tracking status and
// the notifications inbox.
export function relativeTime(atMs: number, nowMs: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((atMs - nowMs) / 1000);
  const size = Math.abs(seconds);
  if (size < 60) return format.format(seconds, 'second');
  if (size < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (size < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
