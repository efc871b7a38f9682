import { errorMessage } from '@arena/api-client';
import { mfaEnrolmentMachine } from '@arena/machines';
import { AuthenticatorEnrolment, Button, MessageBanner } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { PageLoading } from '../../layout/PageLoading';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { SecondFactorStep } from '../../session/SecondFactorStep';
import { useSession } from '../../session/SessionProvider';
import { AdminLayout } from './AdminLayout';
import { useFailureText } from './players-shared';

/** The enrolment page (issue 29): QR code, the first code, the recovery codes once. */
function EnrolmentPage({ onDone }: { onDone: (token: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const machine = useMemo(
    () =>
      mfaEnrolmentMachine.provide({
        actors: {
          enrol: fromPromise(async () => {
            try {
              return (await api.mfaEnrol()).data;
            } catch (error) {
              throw errorMessage(error, 'mfaEnrol');
            }
          }),
          confirm: fromPromise(async ({ input }) => {
            try {
              const answer = await api.mfaConfirm(input.code);
              return { token: answer.access_token, recoveryCodes: answer.recoveryCodes };
            } catch (error) {
              throw errorMessage(error, 'mfaConfirm');
            }
          }),
        },
      }),
    [api],
  );
  const [state, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('enrolment.done', ({ token }) => onDone(token));
    return () => subscription.unsubscribe();
  }, [actor, onDone]);
  if (state.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;
  const step = state.matches('loading')
    ? 'loading'
    : state.matches('failed')
      ? 'failed'
      : state.matches('recovery') || state.matches('done')
        ? 'recovery'
        : 'scan';
  const { key, confirmation, error, code } = state.context;
  return (
    <AdminLayout title={t('admin.common.title')}>
      <AuthenticatorEnrolment
        step={step}
        {...(key ? { qrCode: key.qrCode, secret: key.secret } : {})}
        code={code}
        onCodeChange={(next) => send({ type: 'code.change', code: next })}
        onSubmit={() => send({ type: 'code.submit' })}
        busy={state.hasTag('busy') && step === 'scan'}
        {...(error ? { error: text(error) } : {})}
        onRetry={() => send({ type: 'retry' })}
        {...(confirmation ? { recoveryCodes: confirmation.recoveryCodes } : {})}
        onFinish={() => send({ type: 'finish' })}
      />
    </AdminLayout>
  );
}

/**
 * Operators reach the console only with a session that passed their second factor (issue 29, decision
 * 0046): without TOTP the enrolment page shows first; with TOTP but a session that has not given a code
 * (a third-party sign-in), the code step. The server refuses /api/admin calls either way; this says why.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useFailureText();
  const { signIn, signOut } = useSession();
  const status = useLoad('mfa-status', () => api.mfaStatus());
  const { reload } = status;
  const verified = useCallback(
    (token: string) => {
      signIn(token);
      reload();
    },
    [signIn, reload],
  );
  if (status.status === 'loading') return <PageLoading />;
  if (status.status === 'error') {
    return (
      <AdminLayout title={t('admin.common.title')}>
        <MessageBanner
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={reload}>
              {t('twoStepSetup.retry')}
            </Button>
          }
        >
          {failure(status.error, 'mfaStatus')}
        </MessageBanner>
      </AdminLayout>
    );
  }
  const { enrolled, verified: sessionVerified } = status.data.data;
  if (!enrolled) return <EnrolmentPage onDone={verified} />;
  if (!sessionVerified) {
    return (
      <AdminLayout title={t('admin.common.title')}>
        <SecondFactorStep mfaToken={null} onVerified={verified} onCancel={signOut} cancelLabel="signOut" />
      </AdminLayout>
    );
  }
  return children;
}
