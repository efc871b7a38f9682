import { errorMessage } from '@arena/api-client';
import { loginFormMachine, registerFormMachine } from '@arena/machines';
import { AuthFrame, AuthPanel, LoginForm, MessageBanner, RegisterForm, SocialSignInButtons } from '@arena/ui';
import type { AuthMode } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { returnParam } from '../app/paths';
import { useHydrated } from '../data/useHydrated';
import { countryOptions, type CountryOption } from '../i18n/countries';
import { isLanguage } from '../i18n/languages';
import { useMessageText } from '../i18n/useMessage';
import { whenDeviceReady } from '../session/api';
import { useApi } from '../session/ApiContext';
import { SecondFactorStep } from '../session/SecondFactorStep';
import { useSession } from '../session/SessionProvider';
import { PageMeta } from './PageMeta';
import { HydrationPart } from '../app/HydrationPart';
import { nextTask } from '../app/next-task';

/** The latest date of birth allowed: 13 years ago today (spec §2 terms). */
function thirteenYearsAgo(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - 13, today.getUTCMonth(), today.getUTCDate()))
    .toISOString()
    .slice(0, 10);
}

/** spec §2 /join and /verification-success: the login form by default, toggling to the register form. */
export function JoinPage({ verified = false }: { verified?: boolean }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { signIn } = useSession();
  const mode: AuthMode = params.get('mode') === 'register' ? 'register' : 'login';

  const { login, register } = useMemo(
    () => ({
      login: loginFormMachine.provide({
        actors: {
          login: fromPromise(async ({ input }) => {
            await whenDeviceReady();
            try {
              const answer = await api.login(input);
              // An operator with a second factor: the code step follows (issue 29).
              return 'mfaRequired' in answer ? { mfaToken: answer.mfaToken } : answer.access_token;
            } catch (error) {
              // 'Invalid email or password' for any failure (spec §8), or how long to wait after a 429.
              throw errorMessage(error, 'login');
            }
          }),
        },
      }),
      register: registerFormMachine.provide({
        actors: {
          register: fromPromise(async ({ input }) => {
            try {
              // The site's language goes with the registration: the player's mail is written in it (issue 16).
              const language = isLanguage(i18n.language) ? i18n.language : undefined;
              return await api.register(language ? { ...input, language } : input);
            } catch (error) {
              // The banner shows the server's message as returned, or the spec §8 text (network failure).
              throw errorMessage(error, 'register');
            }
          }),
        },
      }),
    }),
    [api, i18n],
  );
  const [loginState, sendLogin, loginActor] = useMachine(login, { input: {} });
  const [registerState, sendRegister] = useMachine(register, { input: {} });
  // Country names come from the browser's CLDR data, which the server's may not match: after hydration,
  // in a task of their own (the browser's first Intl names and sorting cost a phone about 50 ms; with
  // the re-render that follows hydration they made one long task, issue 15).
  const hydrated = useHydrated();
  const [countries, setCountries] = useState<readonly CountryOption[]>([]);
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    void nextTask().then(() => {
      if (current) setCountries(countryOptions(i18n.language));
    });
    return () => {
      current = false;
    };
  }, [hydrated, i18n.language]);

  // The sign-in links carry this browser's markers (utm_session, device_id; spec §7): they are the app's
  // once hydrated, and are rendered again once a first visit's device id has come (it is asked for after
  // the page has loaded, session/api.ts).
  const [, markersChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let current = true;
    void whenDeviceReady().then(() => {
      if (current) markersChanged();
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    // spec §2: after login the user returns to the page they came from (GuestOnly sends them there).
    const subscription = loginActor.on('login.succeeded', ({ token }) => signIn(token));
    return () => subscription.unsubscribe();
  }, [loginActor, signIn]);

  const notice = verified ? (
    <MessageBanner tone="success">{t('join.verified')}</MessageBanner>
  ) : params.get('error') === 'oauth' ? (
    <MessageBanner tone="error">{t('join.oauthFailed')}</MessageBanner>
  ) : params.get('error') === 'blocked' ? (
    <MessageBanner tone="error">{t('join.accountBlocked')}</MessageBanner>
  ) : params.get('verification') === 'invalid' ? (
    <MessageBanner tone="error">{t('join.verificationInvalid')}</MessageBanner>
  ) : null;

  const social = (
    <SocialSignInButtons
      google={{
        label: t('join.google'),
        href: hydrated ? api.identitySignInUrl('google') : '/api/auth/google',
      }}
      discord={{
        label: t('join.discord'),
        href: hydrated ? api.identitySignInUrl('discord') : '/api/auth/discord',
      }}
    />
  );

  const fieldText = <F extends string>(errors: Partial<Record<F, Parameters<typeof text>[0]>>) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, text(message as Parameters<typeof text>[0])]),
    );

  return (
    <AuthFrame title={mode === 'login' ? t('join.titleLogin') : t('join.titleRegister')}>
      <PageMeta title={t('join.meta.title')} description={t('join.meta.description')} />
      <HydrationPart>
        <AuthPanel
          mode={mode}
          onModeChange={(next) =>
            setParams(
              (current) => {
                // The origin the server's guard sent (`?from=`) stays across the login/register toggle.
                const kept = new URLSearchParams();
                const from = current.get(returnParam);
                if (from !== null) kept.set(returnParam, from);
                if (next === 'register') kept.set('mode', 'register');
                return kept;
              },
              { replace: true, state: location.state },
            )
          }
          banner={notice}
          login={
            loginState.matches('secondFactor') ? (
              <SecondFactorStep
                mfaToken={loginState.context.mfaToken}
                onVerified={(token) => sendLogin({ type: 'secondFactor.done', token })}
                onCancel={() => sendLogin({ type: 'secondFactor.cancel' })}
              />
            ) : (
              <LoginForm
                defaultValues={{ email: loginState.context.email }}
                submitting={loginState.hasTag('submitting') || loginState.matches('success')}
                error={loginState.context.error ? text(loginState.context.error) : undefined}
                fieldErrors={fieldText(loginState.context.fieldErrors)}
                onSubmit={(values) => sendLogin({ type: 'form.submit', ...values })}
                socialButtons={social}
              />
            )
          }
          register={
            // The success banner replaces the form; an error stands above the form, which keeps its values.
            registerState.matches('submitted') && registerState.context.banner ? (
              <MessageBanner tone={registerState.context.banner.tone}>
                {text(registerState.context.banner.message)}
              </MessageBanner>
            ) : (
              <RegisterForm
                countries={countries}
                defaultValues={registerState.context.values}
                dobMax={thirteenYearsAgo()}
                submitting={registerState.hasTag('submitting')}
                fieldErrors={fieldText(registerState.context.fieldErrors)}
                error={
                  registerState.matches('failed') && registerState.context.banner
                    ? text(registerState.context.banner.message)
                    : undefined
                }
                onSubmit={(values) => sendRegister({ type: 'form.submit', values })}
                socialButtons={social}
              />
            )
          }
        />
      </HydrationPart>
    </AuthFrame>
  );
}

export default function JoinRoute() {
  return <JoinPage />;
}
