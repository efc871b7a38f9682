// A Server-Sent Events client for tests (decision 0033): a streaming fetch reader that records the
// stream's events, comments and `retry:` hints as they arrive, or the body of an answer that is not a
// stream (a 404, the 503 of a full instance).
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LiveEvent {
  event: string;
  data: string;
  /** performance.now() when the block arrived. */
  at: number;
}

/** An open stream read as it arrives: its status and headers, then its events, comments and `retry:`. */
export interface Stream {
  status: number;
  headers: Headers;
  events: LiveEvent[];
  comments: string[];
  retries: number[];
  /** The answer's body when it was not a stream (a 404, the 503). */
  text: string;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
  /** Waits until `count` events arrived (fails after `timeoutMs`). */
  waitForEvents(count: number, timeoutMs?: number): Promise<LiveEvent[]>;
}

export async function openStream(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  const stream: Stream = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: [],
    retries: [],
    text: '',
    ended: Promise.resolve(),
    close: () => controller.abort(),
    async waitForEvents(count, timeoutMs = 2_000) {
      const started = performance.now();
      while (stream.events.length < count) {
        if (performance.now() - started > timeoutMs) {
          throw new Error(`${stream.events.length} events after ${timeoutMs} ms, not ${count}`);
        }
        await sleep(5);
      }
      return stream.events;
    },
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    stream.text = await response.text();
    return stream;
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n');
          if (fields.every((line) => line.startsWith(':'))) {
            stream.comments.push(...fields.map((line) => line.slice(1).trim()));
          } else if (fields[0]?.startsWith('retry: ')) {
            stream.retries.push(Number(fields[0].slice('retry: '.length)));
          } else {
            const field = (name: string) =>
              fields.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
            stream.events.push({ event: field('event'), data: field('data'), at: performance.now() });
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}
