import type { Challenge } from '@arena/contract';
import { sharedPlayerParam } from '@arena/contract';
import { isolate } from '@arena/domain';
import { MessageBanner, ShareResultButton } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/useMessage';
import { useBrowserShare } from '../use-browser-share';

/** The address a player shares: the challenge's page naming them, whose tags show their result card. */
export function sharedResultUrl(origin: string, challengeId: string, userId: string): string {
  const url = new URL(`/challenge/${encodeURIComponent(challengeId)}`, origin);
  url.searchParams.set(sharedPlayerParam, userId);
  return url.href;
}

/**
 * "Share my result" on a finished challenge the player took part in (issue 33): the browser's share sheet
 * (Web Share, with a title, a sentence and the link), else the link copied with "Link copied" (the share
 * machine: a failed share copies instead; spec §8's messages when that fails too).
 */
export function ShareResult({ challenge, userId }: { challenge: Challenge; userId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [share, send] = useBrowserShare();
  const rank = challenge.participants?.find((row) => row.userId === userId)?.rank ?? null;
  const place = rank === null ? null : t('notifications.place', { count: rank, ordinal: true });
  // The challenge's name and the place are isolated: an English title stays whole in an Arabic sentence.
  const title = isolate(challenge.title);
  const onShare = () =>
    send({
      type: 'share',
      url: sharedResultUrl(window.location.origin, challenge.id, userId),
      title: t('share.shareTitle', { title }),
      text: place ? t('share.shareText', { place: isolate(place), title }) : t('share.shareTitle', { title }),
    });
  return (
    <>
      <div>
        <ShareResultButton onShare={onShare} copied={share.matches('copied')} busy={share.hasTag('busy')} />
      </div>
      {share.matches('failed') ? (
        <MessageBanner tone="error">{text(share.context.error)}</MessageBanner>
      ) : null}
    </>
  );
}
