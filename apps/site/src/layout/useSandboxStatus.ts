import type { ApiClient } from '@arena/api-client';
import { useLoaderData } from 'react-router-dom';

// Whether the server runs any provider as a sandbox (GET /api/health): asked once per page load and per
// client, so every page shows the sandbox strip while it is true (issue 9). A failed check shows nothing.
const known = new WeakMap<ApiClient, Promise<boolean>>();

/** The layout's route loader (app/router.tsx): a server-rendered page carries the answer and paints the strip at once. */
export function sandboxLoader(api: ApiClient): Promise<boolean> {
  let answer = known.get(api);
  if (!answer) {
    answer = Promise.resolve()
      .then(() => api.health())
      .then(
        (health) => health.sandbox,
        () => false,
      );
    known.set(api, answer);
  }
  return answer;
}

export function useSandboxStatus(): boolean {
  return useLoaderData() === true;
}
