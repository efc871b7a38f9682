import { errorMessage } from '@arena/api-client';
import type { UserRole } from '@arena/contract';
import { adminOperationMachine } from '@arena/machines';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/ApiContext';

/**
 * The player page's three operations, each an adminOperation machine: Resend verification, Save role
 * (with the role field's text until saved, view state) and Release a linked game account; the last two
 * reload the player when done.
 */
export function usePlayerActions(reload: () => void) {
  const api = useApi();
  const [role, setRole] = useState<UserRole | null>(null);
  const resendMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actors: {
          perform: fromPromise(async ({ input }) => {
            try {
              return await api.resendUserVerification(input.target.id);
            } catch (error) {
              throw errorMessage(error, 'resendUserVerification');
            }
          }),
        },
      }),
    [api],
  );
  const [resend, sendResend] = useMachine(resendMachine);
  const roleMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actions: {
          afterDone: () => {
            setRole(null);
            reload();
          },
        },
        actors: {
          perform: fromPromise(async ({ input }) => {
            try {
              return await api.setUserRole(input.target.id, input.input as UserRole);
            } catch (error) {
              throw errorMessage(error, 'setUserRole');
            }
          }),
        },
      }),
    [api, reload],
  );
  const [roleSave, sendRole] = useMachine(roleMachine);
  const releaseMachine = useMemo(
    () =>
      adminOperationMachine.provide({
        actions: { afterDone: () => reload() },
        actors: {
          perform: fromPromise(async ({ input }) => {
            try {
              return await api.releaseGameAccount(input.target.id, input.input as string);
            } catch (error) {
              throw errorMessage(error, 'releaseGameAccount');
            }
          }),
        },
      }),
    [api, reload],
  );
  const [release, sendRelease] = useMachine(releaseMachine);
  return { role, setRole, resend, sendResend, roleSave, sendRole, release, sendRelease };
}

export type PlayerActions = ReturnType<typeof usePlayerActions>;
/** One operation's snapshot (all three run the same machine). */
export type PlayerOperation = PlayerActions['resend'];
