import { errorMessage } from '@arena/api-client';
import { regionMessageKeys, regions } from '@arena/domain';
import { rsoLoginMachine } from '@arena/machines';
import { Button, Dialog, Spinner } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { api } from '../../session/api';
import { PageSection } from '../page-layout';
import { RedirectingNotice } from '../RedirectingNotice';

/**
 * spec §2 /rso-login/:game: receives the code, exchanges it, then goes to /challenges. Valorant asks for
 * the region first (Europe, Asia, Americas); a failure shows an error dialog with a way back.
 */
export default function RsoLoginPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const { game = 'lol' } = useParams();
  const [params] = useSearchParams();
  const riotGame = game === 'valorant' ? 'valorant' : 'lol';
  const machine = useMemo(
    () =>
      rsoLoginMachine.provide({
        actors: {
          exchangeCode: fromPromise<unknown, Parameters<typeof api.rsoExchange>[0]>(async ({ input }) => {
            try {
              return await api.rsoExchange(input);
            } catch (error) {
              throw errorMessage(error, 'rsoExchange');
            }
          }),
        },
        actions: {
          goToChallenges: () => void navigate(`${paths.challenges.pattern}/${riotGame}`, { replace: true }),
        },
      }),
    [navigate, riotGame],
  );
  const [state, send] = useMachine(machine, {
    input: {
      game: riotGame,
      code: params.get('code'),
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
      <Dialog
        open={state.matches('regionDialog')}
        onClose={() => send({ type: 'back' })}
        title={t('challenges.region.title')}
        description={t('challenges.region.description')}
        closeLabel={t('challenges.enrol.close')}
        actions={regions.map((region) => (
          <Button
            key={region}
            variant="secondary"
            onClick={() =>
              send({ type: 'region.select', region: region.toLowerCase() as 'europe' | 'asia' | 'americas' })
            }
          >
            {t(regionMessageKeys[region])}
          </Button>
        ))}
      >
        <p>{t('challenges.region.servers')}</p>
      </Dialog>
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
