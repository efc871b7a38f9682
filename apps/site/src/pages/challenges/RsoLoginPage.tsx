import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { rsoLoginMachine } from '@arena/machines';
import { Button, Dialog, PageSection, RegionDialog, Spinner } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { RedirectingNotice } from '../RedirectingNotice';

/**
 * spec §2 /rso-login/:game: receives the code and state, exchanges them, then goes to /challenges.
 * Valorant asks for the region first (Europe, Asia, Americas); a failure shows an error dialog with a
 * way back. The api client posts with credentials, so the server's RSO state cookie goes along.
 */
// A Riot code is single use: if the page mounts again while the session settles (a guard re-rendering
// its children), the second mount must share the first exchange rather than spend the code twice and
// show the refusal of the second.
type RsoRegion = 'europe' | 'asia' | 'americas';
type Exchange = ReturnType<ApiClient['rsoExchange']>;
type ExchangeInput = Parameters<ApiClient['rsoExchange']>[0];
const exchanges = new Map<string, Exchange>();
function exchangeOnce(api: ApiClient, input: ExchangeInput): Exchange {
  let exchange = exchanges.get(input.code);
  if (!exchange) {
    exchange = api.rsoExchange(input);
    exchanges.set(input.code, exchange);
  }
  return exchange;
}

export default function RsoLoginPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const navigate = useNavigate();
  const { game = 'lol' } = useParams();
  const [params] = useSearchParams();
  const riotGame = game === 'valorant' ? 'valorant' : 'lol';
  const machine = useMemo(
    () =>
      rsoLoginMachine.provide({
        actors: {
          exchangeCode: fromPromise<unknown, ExchangeInput>(async ({ input }) => {
            try {
              return await exchangeOnce(api, input);
            } catch (error) {
              throw errorMessage(error, 'rsoExchange');
            }
          }),
        },
        actions: {
          goToChallenges: () => void navigate(`${paths.challenges.pattern}/${riotGame}`, { replace: true }),
        },
      }),
    [api, navigate, riotGame],
  );
  const [state, send] = useMachine(machine, {
    input: {
      game: riotGame,
      code: params.get('code'),
      state: params.get('state'),
      redirectUri: `${window.location.origin}/rso-login/${riotGame}`,
    },
  });

  return (
    <PageSection>
      {state.matches('exchanging') || state.matches('starting') ? (
        <RedirectingNotice />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
      <RegionDialog
        open={state.matches('regionDialog')}
        defaultValue="Europe"
        onConfirm={(region) => send({ type: 'region.select', region: region.toLowerCase() as RsoRegion })}
        onClose={() => send({ type: 'back' })}
      />
      <Dialog
        open={state.matches('error')}
        onClose={() => send({ type: 'back' })}
        title={t('challenges.rso.failedTitle')}
        description={text(state.context.error)}
        closeLabel={t('challenges.enrol.close')}
        actions={<Button onClick={() => send({ type: 'back' })}>{t('challenges.rso.back')}</Button>}
      />
    </PageSection>
  );
}
