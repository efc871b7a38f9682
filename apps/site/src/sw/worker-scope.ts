// The parts of a service worker's global scope Arena's worker uses (docs/decisions/0068-installable-arena.md).
// The site compiles against the DOM's types; the WebWorker library cannot be added beside them (the two
// declare the same globals differently), so the worker's own events and clients are declared here.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushMessageData {
  text(): string;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: PushMessageData | null;
}

export interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification;
}

/** A browser window of the site, as `clients.matchAll({ type: 'window' })` lists it. */
export interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<WindowClient>;
  /** Rejects for a window this worker does not control. */
  navigate(url: string): Promise<WindowClient | null>;
}

export interface Clients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
}

/** The Cookie Store API where the browser has it in workers (Chromium, Safari): the language cookie. */
export interface CookieStore {
  get(name: string): Promise<{ value: string } | null>;
}

export interface WorkerScope {
  readonly location: Location;
  readonly navigator: { readonly languages: readonly string[] };
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  readonly cookieStore?: CookieStore;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
}
