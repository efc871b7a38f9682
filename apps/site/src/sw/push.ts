// Web Push in the service worker (issue 33, docs/decisions/0068-installable-arena.md; the server's side is
// decision 0069): a push's payload shown as a notification, and a click on it bringing the reader to the
// page it is about. The choices are plain functions, tested without a browser (push.test.ts).
import type { PushPayload } from '@arena/contract';
import { webAppIcons } from '../pwa/web-app-paths';
import type { NotificationClickEvent, PushEvent, WindowClient, WorkerScope } from './worker-scope';

/**
 * A same-origin path (`/challenge/123`, with its query and fragment) from `url`, or null: another origin, a
 * protocol-relative `//host` or anything that is not a path. A push never sends its reader elsewhere.
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\'))
    return null;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

const textFields = ['title', 'body', 'tag', 'lang'] as const;

/**
 * The payload of a push (`{ title, body, url, tag, lang, dir }`, packages/contract push.ts) from its text, or
 * null when it is not that shape: not JSON, a field missing or of another type, an empty title, a `dir`
 * other than ltr or rtl, a `url` that is not a path of this site.
 */
export function parsePushPayload(text: string | null, origin: string): PushPayload | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (textFields.some((field) => typeof record[field] !== 'string')) return null;
  if (record.title === '') return null;
  if (record.dir !== 'ltr' && record.dir !== 'rtl') return null;
  const url = sameOriginPath(record.url, origin);
  if (url === null) return null;
  return {
    title: record.title as string,
    body: record.body as string,
    url,
    tag: record.tag as string,
    lang: record.lang as string,
    dir: record.dir,
  };
}

/** What `showNotification` is given for a payload: its words, language, tag, Arena's icons, the page. */
export function notificationOptions(payload: PushPayload): NotificationOptions {
  return {
    body: payload.body,
    tag: payload.tag,
    lang: payload.lang,
    dir: payload.dir,
    icon: webAppIcons.any192,
    badge: webAppIcons.badge,
    data: { url: payload.url },
  };
}

/** Where a clicked notification leads: its `data.url` when that is a path of this site, else the home page. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  return sameOriginPath(url, origin) ?? '/';
}

export type ClickAction<W> = { kind: 'focus'; window: W; navigate: boolean } | { kind: 'open'; url: string };

/**
 * What a click does with the site's open windows: focus the one already showing the page; else the focused
 * one, or the first listed (the browser lists the most recently focused first), and take it to the page;
 * with no window of the site open, open one.
 */
export function clickAction<W extends Pick<WindowClient, 'url' | 'focused'>>(
  windows: readonly W[],
  target: string,
  origin: string,
): ClickAction<W> {
  const ours = windows.filter((window) => {
    try {
      return new URL(window.url).origin === origin;
    } catch {
      return false;
    }
  });
  const href = new URL(target, origin).href;
  const showing = ours.find((window) => window.url === href);
  if (showing) return { kind: 'focus', window: showing, navigate: false };
  const chosen = ours.find((window) => window.focused) ?? ours[0];
  return chosen ? { kind: 'focus', window: chosen, navigate: true } : { kind: 'open', url: target };
}

/** `push`: shows the notification; a payload of another shape shows nothing (and throws nothing). */
export function handlePush(event: PushEvent, scope: WorkerScope): void {
  let text: string | null = null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    return;
  }
  const payload = parsePushPayload(text, scope.location.origin);
  if (!payload) return;
  event.waitUntil(scope.registration.showNotification(payload.title, notificationOptions(payload)));
}

/** `notificationclick`: closes it, then focuses a window of the site on the page, or opens one. */
export function handleNotificationClick(event: NotificationClickEvent, scope: WorkerScope): void {
  event.notification.close();
  const origin = scope.location.origin;
  const target = notificationTarget(event.notification.data, origin);
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const action = clickAction(windows, target, origin);
      if (action.kind === 'focus') {
        const focused = await action.window.focus();
        if (!action.navigate) return;
        try {
          if (await focused.navigate(target)) return;
        } catch {
          // A window this worker does not control (opened before it was installed) cannot be navigated.
        }
      }
      await scope.clients.openWindow(target);
    })(),
  );
}
