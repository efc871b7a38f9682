import { errorMessage } from '@arena/api-client';
import { steamCallbackErrors } from '@arena/contract';
import { steamCallbackMachine } from '@arena/machines';
import type { SteamReturnProblem } from '@arena/machines';
import { Button, ErrorState, PageSection } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { RedirectingNotice } from '../RedirectingNotice';
import { linkReturnPath } from './link-return';

/** Why the sign-in came back without an account: it never started here, could not start, or a bad id. */
function failedBodyKey(problem: SteamReturnProblem | null) {
  if (problem?.kind === 'badId') return 'challenges.steam.invalidIdBody';
  if (problem?.kind === 'refused' && problem.code === steamCallbackErrors.notStarted)
    return 'challenges.steam.notStartedBody';
  if (problem?.kind === 'refused' && problem.code === steamCallbackErrors.startFailed)
    return 'challenges.steam.startFailedBody';
  return 'challenges.steam.failedBody';
}

/**
 * spec §2: the game-platform return page reads the id, binds it (the `steamCallback` machine), then goes
 * to the challenges of the game being linked (CS2 or Dota 2, remembered by link-return.ts), where a
 * challenge being joined opens again. The bind succeeds only for the user and browser that started the
 * sign-in (decision 0015); a malformed id is explained and never sent.
 */
export default function SteamCallbackPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const machine = useMemo(
    () =>
      steamCallbackMachine.provide({
        actors: {
          steamBind: fromPromise<unknown, { steamId: string; token?: string }>(async ({ input }) => {
            try {
              return await api.steamBind(input);
            } catch (error) {
              throw errorMessage(error, 'steamBind');
            }
          }),
        },
        actions: { goBack: () => void navigate(linkReturnPath(), { replace: true }) },
      }),
    [api, navigate],
  );
  const [state] = useMachine(machine, {
    input: { steamId: params.get('id'), token: params.get('token'), error: params.get('error') },
  });

  if (state.matches('failed')) {
    const { failure, problem } = state.context;
    return (
      <PageSection>
        <ErrorState
          title={t('challenges.steam.failedTitle')}
          body={failure ? text(failure) : t(failedBodyKey(problem))}
          action={
            <Button as={RouterLink} to={linkReturnPath()}>
              {t('challenges.rso.back')}
            </Button>
          }
        />
      </PageSection>
    );
  }
  return <RedirectingNotice />;
}
