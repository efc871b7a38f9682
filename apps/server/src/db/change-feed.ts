// Change announcements between the parts of one server and between server instances
// (docs/decisions/0030-public-read-cache.md). A write that changes what others show
// (a challenge's players or scores, a profile, the leaderboard) publishes topics after it commits;
// subscribers (the public-read cache, live leaderboards) hear them at once in this process and,
// on PostgreSQL, within tens of milliseconds in every other instance through LISTEN/NOTIFY.
//
// Topics are short strings: `challenges` (the list), `challenge:<id>` (one challenge, its
// leaderboard), `players` (the public leaderboard and dashboard figures), `player:<id>` (a public
// profile), `account:<id>` (what authentication reads of an account: announced by the database itself,
// migration 0038). `*` means "anything may have changed" (the link to PostgreSQL was lost and is back).
import { randomUUID } from 'node:crypto';

export type ChangeListener = (topics: readonly string[]) => void;

export interface ChangeFeed {
  /** Announces topics that changed. Call after the write committed (a rolled-back write announces nothing). */
  publish(...topics: string[]): void;
  /** Hears every announcement, from this process and from other instances. Returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /**
   * Delivers topics the database announced (a NOTIFY heard on one of this process's connections) to this
   * process's listeners only: every instance hears the database for itself.
   */
  hear(...topics: string[]): void;
  /** Resolves once announcements from other instances can be heard (at once without a transport). */
  ready(): Promise<void>;
  /**
   * Announcements from other instances are being heard now (always, without a transport). A cache that
   * other instances' writes invalidate may answer only while this holds.
   */
  live(): boolean;
  /**
   * Resolves once every other instance listening now has heard everything announced before the call: what
   * this process published and what the database announced (an account's revocation). A write that must
   * hold on every instance at once (a session ended, an account blocked) waits for it before it answers.
   * At once without a transport; after `settleTimeoutMs` at most (an instance that does not answer).
   */
  settle(): Promise<void>;
  /** Stops listening and sends what is pending. */
  close(): Promise<void>;
}

/** How announcements travel between instances (PostgreSQL NOTIFY); absent on PGlite (one process). */
export interface ChangeTransport {
  send(payload: string): Promise<void>;
  /**
   * Starts listening; `onGap` is called when announcements may have been missed (a reconnect);
   * `onDatabase` gets the topics the database announced itself (account changes).
   */
  listen(
    onPayload: (payload: string) => void,
    onGap: () => void,
    onDatabase: (topics: string[]) => void,
  ): Promise<void>;
  /** The listening connection is up. */
  connected(): boolean;
  /** How many instances (this one included) have a listening connection up now. */
  listeners(): Promise<number>;
  close(): Promise<void>;
}

/** Everything anything may have changed (after a gap in the link between instances). */
export const anyChange = '*';

/** Announcements to other instances are gathered this long, so a burst of writes is one NOTIFY. */
export const coalesceMs = 20;
/** The longest a write waits for the other instances to say they heard it (`settle`). */
export const settleTimeoutMs = 2_000;
/** A NOTIFY payload must stay under 8,000 bytes. */
const maxPayloadBytes = 7_000;

interface Payload {
  /** The instance that published (it has told its own subscribers already). */
  from: string;
  topics?: string[];
  /** Asks every other instance to answer `heard` once it has heard all that came before (`settle`). */
  settle?: string;
  /** The answer to a `settle`: this instance heard everything before it. */
  heard?: string;
}

export function createChangeFeed(
  transport?: ChangeTransport,
  onError?: (error: unknown) => void,
): ChangeFeed {
  const instance = randomUUID();
  const listeners = new Set<ChangeListener>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let listening: Promise<void> | undefined;
  let closed = false;
  // settle id → the instances that answered, how many are awaited, and what ends the wait.
  const settling = new Map<string, { heard: Set<string>; awaited: number; done: () => void }>();

  const deliver = (topics: readonly string[]) => {
    for (const listener of listeners) {
      try {
        listener(topics);
      } catch (error) {
        onError?.(error);
      }
    }
  };

  const flush = async () => {
    timer = undefined;
    if (!transport || pending.size === 0) return;
    const topics = [...pending];
    pending.clear();
    for (const chunk of chunks(topics)) {
      try {
        await transport.send(JSON.stringify({ from: instance, topics: chunk } satisfies Payload));
      } catch (error) {
        // Other instances miss this one; their cache's time bound still holds (decision 0030).
        onError?.(error);
      }
    }
  };

  const receive = (payload: string) => {
    let parsed: Payload;
    try {
      parsed = JSON.parse(payload) as Payload;
    } catch {
      return;
    }
    if (parsed.from === instance) return;
    if (typeof parsed.settle === 'string') {
      // Everything announced before the question was delivered above, in commit order: answer it now.
      const answer: Payload = { from: instance, heard: parsed.settle };
      transport?.send(JSON.stringify(answer)).catch((error: unknown) => onError?.(error));
      return;
    }
    if (typeof parsed.heard === 'string') {
      const wait = settling.get(parsed.heard);
      wait?.heard.add(parsed.from);
      if (wait && wait.heard.size >= wait.awaited) wait.done();
      return;
    }
    if (!Array.isArray(parsed.topics)) return;
    deliver(parsed.topics.filter((topic): topic is string => typeof topic === 'string'));
  };

  const listen = () => {
    if (transport && !listening && !closed) {
      listening = transport
        .listen(receive, () => deliver([anyChange]), deliver)
        .catch((error: unknown) => {
          listening = undefined;
          onError?.(error);
        });
    }
    return listening;
  };

  return {
    publish(...topics) {
      if (topics.length === 0 || closed) return;
      deliver(topics);
      if (!transport) return;
      for (const topic of topics) pending.add(topic);
      timer ??= setTimeout(() => void flush(), coalesceMs).unref();
    },
    subscribe(listener) {
      listeners.add(listener);
      void listen();
      return () => listeners.delete(listener);
    },
    hear(...topics) {
      if (topics.length > 0 && !closed) deliver(topics);
    },
    async ready() {
      await listening;
    },
    live() {
      return !closed && (!transport || transport.connected());
    },
    async settle() {
      if (!transport || closed) return;
      if (timer) {
        clearTimeout(timer);
        await flush();
      }
      await listen();
      // An instance whose link is down is not counted: it answers nothing from memory (`live`).
      if (!transport.connected()) return;
      const awaited = (await transport.listeners()) - 1;
      if (awaited <= 0) return;
      const id = randomUUID();
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timeout);
          settling.delete(id);
          resolve();
        };
        const timeout = setTimeout(() => {
          onError?.(new Error(`change feed: ${awaited} instance(s) awaited, ${settling.get(id)?.heard.size ?? 0} answered`));
          done();
        }, settleTimeoutMs);
        settling.set(id, { heard: new Set(), awaited, done });
        const question: Payload = { from: instance, settle: id };
        transport.send(JSON.stringify(question)).catch((error: unknown) => {
          onError?.(error);
          done();
        });
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      await flush();
      for (const wait of settling.values()) wait.done();
      listeners.clear();
      await transport?.close();
    },
  };
}

/** Topics split so that each payload stays under the NOTIFY limit. */
function chunks(topics: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const topic of topics) {
    const bytes = Buffer.byteLength(topic) + 3;
    if (current.length > 0 && size + bytes > maxPayloadBytes) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(topic);
    size += bytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The change topics of one challenge (its card in the list and its own page). */
export function challengeTopics(challengeId: string): string[] {
  return ['challenges', `challenge:${challengeId}`];
}
