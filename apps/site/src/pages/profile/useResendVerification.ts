import { errorMessage } from '@arena/api-client';
import { resendVerificationMachine, type ResendVerificationOutput } from '@arena/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../session/ApiContext';

/**
 * The resend-verification flow (POST /api/auth/verification/resend) wired to the API: the profile's
 * reminder and the first-run checklist both offer it.
 */
export function useResendVerification() {
  const api = useApi();
  const machine = useMemo(
    () =>
      resendVerificationMachine.provide({
        actors: {
          resendVerification: fromPromise<ResendVerificationOutput>(async () => {
            try {
              return { message: (await api.resendVerification()).message };
            } catch (error) {
              throw errorMessage(error, 'resendVerification');
            }
          }),
        },
      }),
    [api],
  );
  return useMachine(machine);
}
