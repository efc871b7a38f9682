import { accountSessionsMachine, type AccountSessionItem } from '@arena/machines';
import { SessionList } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/ApiContext';

/** Profile → Security: where the player is signed in, each other session endable (issue 30). */
export function SessionsSection() {
  const api = useApi();
  const machine = useMemo(
    () =>
      accountSessionsMachine.provide({
        actors: {
          loadSessions: fromPromise<AccountSessionItem[]>(
            async () => (await api.accountSessions()).data.sessions,
          ),
          endSession: fromPromise<unknown, { id: string }>(async ({ input }) => api.endSession(input.id)),
          endOtherSessions: fromPromise<unknown>(async () => api.endOtherSessions()),
        },
      }),
    [api],
  );
  const [state, send] = useMachine(machine);
  const [now] = useState(() => Date.now()); // "last active" as of opening the tab
  const { sessions, busyId, failure } = state.context;
  return (
    <SessionList
      status={state.matches('loading') ? 'loading' : state.matches('error') ? 'error' : 'ready'}
      sessions={sessions}
      busyId={busyId}
      endingOthers={state.matches('endingOthers')}
      failure={failure === 'load' ? null : failure}
      onEnd={(id) => send({ type: 'session.end', id })}
      onEndOthers={() => send({ type: 'sessions.endOthers' })}
      onRetry={() => send({ type: 'retry' })}
      now={now}
    />
  );
}
