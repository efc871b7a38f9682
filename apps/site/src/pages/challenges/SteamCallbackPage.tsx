import { errorMessage } from '@arena/api-client';
import { steamCallbackErrors } from '@arena/contract';
import { Button, ErrorState } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import type { UserMessage } from '@arena/machines';
import { api } from '../../session/api';
import { PageSection } from '../page-layout';
import { RedirectingNotice } from '../RedirectingNotice';

/** Why the sign-in came back without an account: it never started here, or could not start. */
function failedBodyKey(error: string | null) {
  if (error === steamCallbackErrors.notStarted) return 'challenges.steam.notStartedBody';
  if (error === steamCallbackErrors.startFailed) return 'challenges.steam.startFailedBody';
  return 'challenges.steam.failedBody';
}

/**
 * spec §2: the game-platform return page reads the id, binds it, then goes to /challenges. The bind
 * succeeds only for the user and browser that started the sign-in (decision 0015).
 */
export default function SteamCallbackPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const steamId = params.get('id');
  const token = params.get('token');
  const refused = params.get('error');
  const [failure, setFailure] = useState<UserMessage | null>(null);

  useEffect(() => {
    if (refused || !steamId) return;
    let current = true;
    api
      .steamBind({ steamId, ...(token ? { token } : {}) })
      .then(() => current && void navigate(paths.challenges.pattern, { replace: true }))
      .catch((error: unknown) => current && setFailure(errorMessage(error, 'steamBind')));
    return () => {
      current = false;
    };
  }, [steamId, token, refused, navigate]);

  if (refused || !steamId || failure) {
    return (
      <PageSection>
        <ErrorState
          title={t('challenges.steam.failedTitle')}
          body={failure ? text(failure) : t(failedBodyKey(refused))}
          action={
            <Button as={RouterLink} to={paths.challenges.pattern}>
              {t('challenges.rso.back')}
            </Button>
          }
        />
      </PageSection>
    );
  }
  return <RedirectingNotice />;
}
