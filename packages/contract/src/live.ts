// Live leaderboards (issue 16, docs/decisions/0033-live-leaderboards.md): Server-Sent Events that say a
// leaderboard changed; the client then asks again for the cached read it already makes.
//
// GET /api/challenge/:id/live      → text/event-stream; `changed` when the challenge's topic is announced
// GET /api/public/leaderboard/live → text/event-stream; `changed` when the players' topic is announced
//
// Each stream starts with `retry: <liveRetryMs>`, sends `event: changed` with `data: {"topic": …}` at most
// once per `liveMinGapMs`, and a comment (`: heartbeat`) every `liveHeartbeatMs`. When the instance holds
// its maximum of streams it answers 503 with `Retry-After: <liveRetryAfterSeconds>` (an error envelope,
// key `request.liveStreamsFull`) and the client polls every `livePollMs` instead. 404 for an unknown challenge.
// No zod here (the event's schema is in live-event.ts): the site subscribes without downloading schemas.

/** The stream of one challenge's page (its leaderboard, players, status). */
export const liveChallengePath = (challengeId: string): string =>
  `/api/challenge/${encodeURIComponent(challengeId)}/live`;
/** The stream of the public leaderboard (landing page). */
export const liveLeaderboardPath = '/api/public/leaderboard/live';

/** The one event name: what the reader shows has changed; refetch it. */
export const liveEventName = 'changed';
/** The `retry:` hint: how long a browser waits before reconnecting a dropped stream. */
export const liveRetryMs = 5_000;
/** A stream sends at most one event in this long; announcements meanwhile are gathered into one. */
export const liveMinGapMs = 250;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const liveHeartbeatMs = 25_000;
/** The 503's Retry-After (seconds) when an instance holds its maximum of streams. */
export const liveRetryAfterSeconds = 30;
/** Without a stream (no EventSource, or the server is full) the client refreshes this often. */
export const livePollMs = 15_000;
/** While polling, the client tries the stream again every this many ticks (a minute). */
export const livePollTicksBeforeRetry = 4;
