import { z } from 'zod';

/** `data` of a live stream's `changed` event (live.ts): the topic the stream follows, or `*` after a gap between instances. */
export const liveEventDataSchema = z.object({ topic: z.string() });
export type LiveEventData = z.infer<typeof liveEventDataSchema>;
