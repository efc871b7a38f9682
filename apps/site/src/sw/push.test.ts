// The service worker's Web Push helpers (push.ts) as plain functions, and its two handlers with a stand-in
// for the worker's scope: what a push shows, what it refuses, and where a click leads.
import { describe, expect, it, vi } from 'vitest';
import {
  clickAction,
  handleNotificationClick,
  handlePush,
  notificationOptions,
  notificationTarget,
  parsePushPayload,
} from './push';
import type { NotificationClickEvent, PushEvent, WindowClient, WorkerScope } from './worker-scope';

const origin = 'https://arena.example';
const payload = {
  title: 'Premier Cup: your result',
  body: 'You finished 2nd and won 40 crystals.',
  url: '/challenge/123',
  tag: 'challenge_result:123',
  lang: 'en',
  dir: 'ltr',
};
const text = (value: unknown) => JSON.stringify(value);

describe('parsePushPayload', () => {
  it('reads the payload the server sends, keeping a path with its query and fragment', () => {
    expect(parsePushPayload(text(payload), origin)).toEqual(payload);
    const arabic = { ...payload, url: '/challenge/123?tab=results#me', lang: 'ar', dir: 'rtl' };
    expect(parsePushPayload(text(arabic), origin)).toEqual(arabic);
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', 'Your result is in'],
    ['JSON that is not an object', text(['a'])],
    ['null', 'null'],
    ['a missing title', text({ ...payload, title: undefined })],
    ['an empty title', text({ ...payload, title: '' })],
    ['a body that is not text', text({ ...payload, body: 42 })],
    ['a missing tag', text({ ...payload, tag: undefined })],
    ['a missing lang', text({ ...payload, lang: undefined })],
    ['a direction other than ltr or rtl', text({ ...payload, dir: 'auto' })],
    ['another origin', text({ ...payload, url: 'https://evil.example/challenge/1' })],
    ['a protocol-relative address', text({ ...payload, url: '//evil.example/challenge/1' })],
    ['a backslash address', text({ ...payload, url: '/\\evil.example/challenge/1' })],
    ['a relative path', text({ ...payload, url: 'challenge/1' })],
    ['a javascript: address', text({ ...payload, url: 'javascript:alert(1)' })],
  ])('refuses %s', (_what, data) => {
    expect(parsePushPayload(data, origin)).toBeNull();
  });
});

describe('notificationOptions', () => {
  it("gives the words, language, direction and tag, Arena's icon and badge, and the page", () => {
    const parsed = parsePushPayload(text({ ...payload, lang: 'ur', dir: 'rtl' }), origin)!;
    expect(notificationOptions(parsed)).toEqual({
      body: payload.body,
      tag: payload.tag,
      lang: 'ur',
      dir: 'rtl',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: '/challenge/123' },
    });
  });
});

describe('notificationTarget', () => {
  it("is the notification's page when it is a path of this site, else the home page", () => {
    expect(notificationTarget({ url: '/wallet?tab=payouts' }, origin)).toBe('/wallet?tab=payouts');
    expect(notificationTarget({ url: 'https://evil.example/' }, origin)).toBe('/');
    expect(notificationTarget({}, origin)).toBe('/');
    expect(notificationTarget(null, origin)).toBe('/');
  });
});

const window = (url: string, focused = false) => ({ url, focused });

describe('clickAction', () => {
  const target = '/challenge/123';

  it('opens a window when none of the site is open', () => {
    expect(clickAction([], target, origin)).toEqual({ kind: 'open', url: target });
    expect(clickAction([window('https://other.example/challenge/123', true)], target, origin)).toEqual({
      kind: 'open',
      url: target,
    });
  });

  it('only focuses a window already showing the page', () => {
    const showing = window(`${origin}/challenge/123`);
    const windows = [window(`${origin}/wallet`, true), showing];
    expect(clickAction(windows, target, origin)).toEqual({ kind: 'focus', window: showing, navigate: false });
  });

  it('takes the focused window of the site to the page, else the first listed', () => {
    const focused = window(`${origin}/wallet`, true);
    const first = window(`${origin}/profile`);
    expect(clickAction([first, focused], target, origin)).toEqual({
      kind: 'focus',
      window: focused,
      navigate: true,
    });
    expect(clickAction([first, window(`${origin}/`)], target, origin)).toEqual({
      kind: 'focus',
      window: first,
      navigate: true,
    });
  });
});

function scopeWith(windows: WindowClient[]) {
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const scope = {
    location: new URL(`${origin}/sw.js`) as unknown as Location,
    registration: { showNotification } as unknown as ServiceWorkerRegistration,
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow },
  } as unknown as WorkerScope;
  return { scope, showNotification, openWindow };
}

function pushEvent(data: string | null | (() => string)) {
  const waits: Promise<unknown>[] = [];
  const event = {
    data: data === null ? null : { text: typeof data === 'function' ? data : () => data },
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  } as unknown as PushEvent;
  return { event, waits };
}

describe('handlePush', () => {
  it('shows the notification and keeps the worker alive until it is shown', async () => {
    const { scope, showNotification } = scopeWith([]);
    const { event, waits } = pushEvent(text(payload));
    handlePush(event, scope);
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
    expect(showNotification).toHaveBeenCalledWith(payload.title, notificationOptions(payload as never));
  });

  it('shows nothing, and throws nothing, for a payload of another shape or unreadable data', () => {
    const { scope, showNotification } = scopeWith([]);
    for (const data of [null, 'not json', text({ ...payload, url: 'https://evil.example/' })]) {
      const { event, waits } = pushEvent(data);
      expect(() => handlePush(event, scope)).not.toThrow();
      expect(waits).toHaveLength(0);
    }
    const { event } = pushEvent(() => {
      throw new Error('unreadable');
    });
    expect(() => handlePush(event, scope)).not.toThrow();
    expect(showNotification).not.toHaveBeenCalled();
  });
});

function clickEvent(data: unknown) {
  const waits: Promise<unknown>[] = [];
  const close = vi.fn();
  const event = {
    notification: { data, close },
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  } as unknown as NotificationClickEvent;
  return { event, waits, close };
}

function openWindowOf(url: string, focused: boolean, navigate: WindowClient['navigate']): WindowClient {
  const client: WindowClient = { url, focused, focus: vi.fn(() => Promise.resolve(client)), navigate };
  return client;
}

describe('handleNotificationClick', () => {
  it('closes the notification, focuses the open window and takes it to the page', async () => {
    const navigate = vi.fn(() => Promise.resolve(null as WindowClient | null));
    const open = openWindowOf(`${origin}/wallet`, true, navigate);
    navigate.mockResolvedValue(open);
    const { scope, openWindow } = scopeWith([open]);
    const { event, waits, close } = clickEvent({ url: '/challenge/123' });
    handleNotificationClick(event, scope);
    await Promise.all(waits);
    expect(close).toHaveBeenCalledOnce();
    expect(open.focus).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/challenge/123');
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, or when the open one cannot be navigated', async () => {
    const none = scopeWith([]);
    const first = clickEvent({ url: '/challenge/123' });
    handleNotificationClick(first.event, none.scope);
    await Promise.all(first.waits);
    expect(none.openWindow).toHaveBeenCalledWith('/challenge/123');

    const uncontrolled = openWindowOf(`${origin}/`, true, () =>
      Promise.reject(new TypeError('not controlled')),
    );
    const some = scopeWith([uncontrolled]);
    const second = clickEvent({ url: '/notifications' });
    handleNotificationClick(second.event, some.scope);
    await Promise.all(second.waits);
    expect(some.openWindow).toHaveBeenCalledWith('/notifications');
  });
});
