import { useEffect, useState } from 'react';
import { api } from '../session/api';

// Whether the server runs any provider as a sandbox (GET /api/health): asked once per page load, so
// every page shows the sandbox strip while it is true (issue 9). A failed check shows nothing.
let known: Promise<boolean> | undefined;

function askServer(): Promise<boolean> {
  known ??= api.health().then(
    (health) => health.sandbox,
    () => false,
  );
  return known;
}

export function useSandboxStatus(): boolean {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    let current = true;
    void askServer().then((value) => {
      if (current) setSandbox(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return sandbox;
}
