// The session's machines (XState, the auth and wallet machines) as a chunk of their own, loaded on
// demand: main.tsx waits for it before the first render when the browser holds a token, and the session
// provider asks for it when a visitor signs in. Until then a visitor's session is plain data
// (docs/decisions/0035).
import type * as SessionMachinesModule from './session-machines';

export type SessionMachines = typeof SessionMachinesModule;

let loaded: SessionMachines | null = null;
let loading: Promise<SessionMachines> | null = null;

/** The machines if they have arrived, else null. */
export function sessionMachines(): SessionMachines | null {
  return loaded;
}

export function loadSessionMachines(): Promise<SessionMachines> {
  loading ??= import('./session-machines').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed download (offline) is asked again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}
