import type { ApiClient } from '@arena/api-client';
import { useLoad } from '../data/useLoad';
import { useApi } from '../session/ApiContext';

// Whether the server runs any provider as a sandbox (GET /api/health): asked once per page load and per
// client, so every page shows the sandbox strip while it is true (issue 9). A failed check shows nothing.
const known = new WeakMap<ApiClient, Promise<boolean>>();

function askServer(api: ApiClient): Promise<boolean> {
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
  const api = useApi();
  // Through useLoad, so a server-rendered page carries the answer and paints the strip at once (no shift).
  const status = useLoad('sandbox-status', () => askServer(api));
  return status.status === 'ready' && status.data;
}
