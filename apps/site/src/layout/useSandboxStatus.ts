import type { ApiClient } from '@arena/api-client';
import { useEffect, useState } from 'react';
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
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    let current = true;
    void askServer(api).then((value) => {
      if (current) setSandbox(value);
    });
    return () => {
      current = false;
    };
  }, [api]);
  return sandbox;
}
