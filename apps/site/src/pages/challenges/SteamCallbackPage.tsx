import { errorMessage } from '@arena/api-client';
import { steamCallbackErrors } from '@arena/contract';
import { Button, ErrorState, PageSection } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useMessageText } from '../../i18n/useMessage';
import type { UserMessage } from '@arena/machines';
import { useApi } from '../../session/ApiContext';
import { linkReturnPath } from './link-return';
import { RedirectingNotice } from '../RedirectingNotice';

/** A SteamID64 as the server accepts it (17 digits starting 7656119; spaces around are ignored). */
const steamId64 = /^7656119\d{10}$/;

/** Why the sign-in came back without an account: it never started here, or could not start. */
function failedBodyKey(error: string | null, badId: boolean) {
  if (badId) return 'challenges.steam.invalidIdBody';
  if (error === steamCallbackErrors.notStarted) return 'challenges.steam.notStartedBody';
  if (error === steamCallbackErrors.startFailed) return 'challenges.steam.startFailedBody';
  return 'challenges.steam.failedBody';
}

/**
 * spec §2: the game-platform return page reads the id, binds it, then goes to /challenges: to the
 * challenges of the game being linked (CS2 or Dota 2, remembered by link-return.ts), where a challenge
 * being joined opens again. The bind succeeds only for the user and browser that started the sign-in
 * (decision 0015).
 */
export default function SteamCallbackPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const steamId = params.get('id');
  const token = params.get('token');
  const refused = params.get('error');
  // A malformed id never reaches the bind: the player reads why, not the server's field rule.
  const badId = steamId !== null && !steamId64.test(steamId.trim());
  const [failure, setFailure] = useState<UserMessage | null>(null);

  useEffect(() => {
    if (refused || !steamId || badId) return;
    let current = true;
    api
      .steamBind({ steamId, ...(token ? { token } : {}) })
      .then(() => current && void navigate(linkReturnPath(), { replace: true }))
      .catch((error: unknown) => current && setFailure(errorMessage(error, 'steamBind')));
    return () => {
      current = false;
    };
  }, [api, steamId, token, refused, badId, navigate]);

  if (refused || !steamId || badId || failure) {
    return (
      <PageSection>
        <ErrorState
          title={t('challenges.steam.failedTitle')}
          body={failure ? text(failure) : t(failedBodyKey(refused, badId))}
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
