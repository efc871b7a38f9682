import { errorMessage } from '@arena/api-client';
import { secondFactorMachine } from '@arena/machines';
import { SecondFactorForm } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useMessageText } from '../i18n/useMessage';
import { useApi } from './ApiContext';

/**
 * The code step of an operator's sign-in (issue 29): with the login's mfaToken on /join, or with the
 * session in the console (a sign-in without the second factor). `onVerified` gets the new access token.
 */
export function SecondFactorStep({
  mfaToken,
  onVerified,
  onCancel,
  cancelLabel = 'backToSignIn',
}: {
  mfaToken: string | null;
  onVerified: (token: string) => void;
  onCancel: () => void;
  cancelLabel?: 'backToSignIn' | 'signOut';
}) {
  const api = useApi();
  const text = useMessageText();
  const machine = useMemo(
    () =>
      secondFactorMachine.provide({
        actors: {
          verify: fromPromise(async ({ input }) => {
            try {
              return (await api.mfaVerify(input)).access_token;
            } catch (error) {
              throw errorMessage(error, 'mfaVerify');
            }
          }),
        },
      }),
    [api],
  );
  const [state, send, actor] = useMachine(machine, { input: { mfaToken } });
  useEffect(() => {
    const subscription = actor.on('secondFactor.verified', ({ token }) => onVerified(token));
    return () => subscription.unsubscribe();
  }, [actor, onVerified]);
  useEffect(() => {
    if (state.matches('cancelled')) onCancel();
  }, [state, onCancel]);

  return (
    <SecondFactorForm
      code={state.context.code}
      onCodeChange={(code) => send({ type: 'code.change', code })}
      onSubmit={() => send({ type: 'code.submit' })}
      onCancel={() => send({ type: 'cancel' })}
      cancelLabel={cancelLabel}
      busy={state.hasTag('busy') || state.matches('verified')}
      expired={state.matches('expired')}
      {...(state.context.error ? { error: text(state.context.error) } : {})}
    />
  );
}
