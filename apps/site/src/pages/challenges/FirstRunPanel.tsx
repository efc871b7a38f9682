import { Button, FirstRunChecklist, Link } from '@arena/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { useResendVerification } from '../profile/useResendVerification';

/** A read of /api/users/me younger than this is fresh enough for the checklist. */
const freshForMs = 5_000;
const dismissedKey = (userId: string) => `arena.firstSteps.dismissed.${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The first-run checklist on the signed-in home (issue 34): shown to a player with a first step left who
 * has not hidden it. The steps come with /api/users/me; coming back to the page after taking one re-reads
 * them (only while the checklist is shown, and not when the answer is seconds old).
 */
export function FirstRunPanel({ onFindFreeChallenge }: { onFindFreeChallenge: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { user, firstSteps, loadedAtMs, refresh } = useCurrentUser();
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const [resend, sendResend] = useResendVerification();
  const userId = user?.id ?? null;
  const incomplete =
    firstSteps != null &&
    !(
      firstSteps.emailVerified &&
      firstSteps.gameLinked &&
      firstSteps.challengeJoined &&
      firstSteps.packBought
    );
  const dismissed = userId !== null && (dismissedNow === userId || readDismissed(userId));

  useEffect(() => {
    if (incomplete && !dismissed && loadedAtMs !== undefined && Date.now() - loadedAtMs > freshForMs)
      refresh();
    // Once per visit of the page: a later answer must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!user || !firstSteps || !incomplete || dismissed) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // private mode: hidden for this visit only
    }
    setDismissedNow(user.id);
  };

  return (
    <FirstRunChecklist
      done={{
        verifyEmail: firstSteps.emailVerified,
        linkGame: firstSteps.gameLinked,
        joinChallenge: firstSteps.challengeJoined,
        buyPack: firstSteps.packBought,
      }}
      onDismiss={dismiss}
      actions={{
        verifyEmail: (
          <div css={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
            <Button
              size="sm"
              variant="secondary"
              loading={resend.hasTag('submitting')}
              disabled={resend.hasTag('coolingDown')}
              onClick={() => sendResend({ type: 'resend' })}
            >
              {t('firstSteps.steps.verifyEmail.action')}
            </Button>
            <p role="status" css={{ margin: 0, fontSize: '0.875rem' }}>
              {resend.matches('sent')
                ? (text(resend.context.message) ?? t('firstSteps.steps.verifyEmail.sent'))
                : resend.matches('failed')
                  ? text(resend.context.message)
                  : null}
            </p>
          </div>
        ),
        linkGame: (
          <Link as={RouterLink} to={`${href('profile')}?tab=games`}>
            {t('firstSteps.steps.linkGame.action')}
          </Link>
        ),
        joinChallenge: (
          <Button size="sm" variant="secondary" onClick={onFindFreeChallenge}>
            {t('firstSteps.steps.joinChallenge.action')}
          </Button>
        ),
        buyPack: (
          <Link as={RouterLink} to={href('store')}>
            {t('firstSteps.steps.buyPack.action')}
          </Link>
        ),
      }}
    />
  );
}
