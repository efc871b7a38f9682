import type { Challenge } from '@arena/contract';
import {
  Button,
  EmptyState,
  FeaturedChallenges,
  GamePicker,
  Lead,
  MessageBanner,
  PageTitle,
  SectionHeading,
  Skeleton,
  Tabs,
  WidePage,
} from '@arena/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { href } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { PageMeta } from '../PageMeta';
import { BrawlStarsLink } from './BrawlStarsLink';
import { joinBlockedReason, knowsBracketFor } from './bracket-join';
import { ChallengeItem } from './ChallengeItem';
import { ChallengeList } from './ChallengeList';
import { challengeTabs, featuredOf, visibleChallenges, type ChallengeTabId } from './challenge-views';
import { EnrolmentDialog } from './EnrolmentDialog';
import type { EnrolmentHandle } from './EnrolmentDialog';
import { FirstRunPanel } from './FirstRunPanel';
import { clearLinkReturn, readLinkReturn, rememberLinkReturn } from './link-return';
import { useChallengeListFilters } from './useChallengeListFilters';
import { useGameSelection, useGameWaitlist, useOlderChallenges } from './useChallengePageFlows';
import { useChallengesData } from './useChallengesData';

/**
 * spec §2 /challenges, /challenges/:gameId, /challenges/:gameId/:type. The parts: the data
 * (useChallengesData), the flows (useChallengePageFlows: game selection, waitlist, older challenges), a
 * tab's list (ChallengeList), the Brawl Stars dialog (BrawlStarsLink) and the enrolment dialog.
 */
export default function ChallengesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameId, type } = useParams();
  const [tab, setTab] = useState<ChallengeTabId>('upcoming');
  const enrolment = useRef<EnrolmentHandle>(null);
  const { games, accounts, challenges, reload, gameList, linked, enrolmentGame, waitlisted } =
    useChallengesData(gameId);
  const [selection, sendSelection] = useGameSelection();
  const [waitlistState, sendWaitlist] = useGameWaitlist(reload);
  const older = useOlderChallenges(gameId, challenges);
  const text = useMessageText();
  const { filter, chooseFilter, eligibleOnly, setEligibleOnly } = useChallengeListFilters(gameId, type);
  const brawlStarsDone = useCallback(
    (linkedNow: boolean) => {
      sendSelection({ type: linkedNow ? 'account.linked' : 'dialog.close' });
      if (linkedNow) reload();
      else clearLinkReturn();
    },
    [sendSelection, reload],
  );
  // The enrolment dialog's Link account button: remember the challenge, then the game's own linking
  // (Riot or Steam sign-in, or the Brawl Stars dialog), as the game picker starts it.
  const startLink = useCallback(
    (linkGameId: string, challengeId: string) => {
      rememberLinkReturn(linkGameId, challengeId);
      sendSelection({
        type: 'game.select',
        game: { id: linkGameId, isActive: true, hasLinkedAccount: false },
      });
    },
    [sendSelection],
  );

  // Back from linking (link-return.ts): once the account shows as linked, reopen the challenge's dialog.
  const resumeReady =
    accounts.status === 'ready' &&
    challenges.status === 'ready' &&
    !accounts.refreshing &&
    !challenges.refreshing;
  useEffect(() => {
    const pending = readLinkReturn();
    if (!gameId || !resumeReady || pending?.gameId !== gameId || !linked(gameId)) return;
    clearLinkReturn();
    const challenge = pending.challengeId
      ? challenges.data.data.find((entry) => entry.id === pending.challengeId)
      : undefined;
    // A challenge of another bracket (issue 34) stays on its card, which says why.
    if (challenge && !challenge.isParticipating && !joinBlockedReason(challenge, t)) {
      enrolment.current?.join(challenge.id, challenge.entry_fee, challenge.title, enrolmentGame(gameId));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, resumeReady, accounts, challenges]);

  // spec §4 Game selection (the `gameSelection` machine): inactive → waitlist; active without a linked
  // account → the game's sign-in (Riot, Steam) or the Brawl Stars dialog; otherwise the challenges.
  // The first-run checklist's free challenge: in a game the player has linked, else the first one open.
  const findFreeChallenge = () => {
    const target =
      gameList.find((entry) => entry.is_active && linked(entry.id)) ??
      gameList.find((entry) => entry.is_active);
    if (target) void navigate(href('challengesForGameAndType', { gameId: target.id, type: 'free' }));
  };
  const choose = (id: string) => {
    const game = gameList.find((entry) => entry.id === id);
    if (!game) return;
    sendWaitlist({ type: 'notice.dismiss' });
    void navigate(href('challengesForGame', { gameId: id }));
    sendSelection({
      type: 'game.select',
      game: { id, isActive: game.is_active, hasLinkedAccount: linked(id) },
    });
  };

  const joinWaitlist = (id: string) => {
    const game = gameList.find((entry) => entry.id === id);
    if (!game || waitlistState.hasTag('submitting')) return;
    if (id !== gameId) choose(id);
    sendWaitlist({ type: 'waitlist.join', gameId: id, gameName: game.name });
  };
  const joiningWaitlist = waitlistState.hasTag('submitting') ? waitlistState.context.gameId : null;

  const visible = useMemo(
    () =>
      challenges.status !== 'ready' || !gameId
        ? []
        : visibleChallenges(challenges.data.data, { tab, filter, eligibleOnly }),
    [challenges, tab, filter, eligibleOnly, gameId],
  );
  /** The player's own older finished challenges, as "Show older challenges" brought them (oldest last). */
  const olderMine =
    tab === 'mine' ? older[0].context.items.filter((challenge) => challenge.isParticipating) : [];

  const featured = useMemo(
    () =>
      gameId || challenges.status !== 'ready'
        ? null
        : featuredOf(challenges.data.data, challenges.data.loadedAt),
    [challenges, gameId],
  );

  const item = (challenge: Challenge) => (
    <ChallengeItem
      key={challenge.id}
      challenge={challenge}
      onJoin={() =>
        enrolment.current?.join(
          challenge.id,
          challenge.entry_fee,
          challenge.title,
          enrolmentGame(challenge.gameId),
        )
      }
      onDetails={() => void navigate(href('challenge', { id: challenge.id }))}
    />
  );

  const game = gameList.find((entry) => entry.id === gameId);
  const list = (
    <ChallengeList
      tab={tab}
      loading={challenges.status === 'loading'}
      visible={visible}
      olderMine={olderMine}
      older={older}
      filter={filter}
      onFilter={chooseFilter}
      eligibleOnly={eligibleOnly}
      onEligibleOnly={setEligibleOnly}
      knowsBracket={challenges.status === 'ready' && knowsBracketFor(challenges.data.data, gameId)}
      item={item}
    />
  );

  const waitlistNotice = waitlistState.matches('joined') ? (
    <MessageBanner tone="success">
      {t('challenges.waitlistDone', { game: waitlistState.context.gameName ?? '' })}
    </MessageBanner>
  ) : waitlistState.matches('failed') ? (
    <MessageBanner tone="error">{text(waitlistState.context.error)}</MessageBanner>
  ) : null;

  return (
    <WidePage>
      <PageMeta title={t('challenges.meta.title')} description={t('challenges.meta.description')} />
      <PageTitle>{game ? t('challenges.titleFor', { game: game.name }) : t('challenges.title')}</PageTitle>
      {!gameId ? (
        featured ? (
          <FeaturedChallenges biggest={featured.biggest.map(item)} soonest={featured.soonest.map(item)} />
        ) : challenges.status === 'loading' ? (
          <FeaturedChallenges loading biggest={[]} soonest={[]} />
        ) : null
      ) : null}
      <SectionHeading>{t('challenges.games')}</SectionHeading>
      {!gameId ? <Lead>{t('challenges.pickGame')}</Lead> : null}
      {games.status === 'ready' ? (
        <GamePicker
          games={gameList.map((entry) => ({
            id: entry.id,
            name: entry.name,
            image: entry.image,
            active: entry.is_active,
            linked: linked(entry.id),
            waitlisted: waitlisted(entry.id),
          }))}
          selectedId={gameId ?? null}
          onSelect={choose}
          onJoinWaitlist={joinWaitlist}
          joiningWaitlistId={joiningWaitlist}
        />
      ) : (
        <Skeleton shape="block" blockSize="64px" />
      )}
      {waitlistNotice}
      {!gameId ? null : game && !game.is_active ? (
        <EmptyState
          title={t('challenges.waitlistTitle')}
          body={
            waitlisted(game.id)
              ? t('challenges.waitlistDone', { game: game.name })
              : t('challenges.waitlistBody')
          }
          action={
            waitlisted(game.id) ? undefined : (
              <Button loading={joiningWaitlist === game.id} onClick={() => joinWaitlist(game.id)}>
                {t('challenges.waitlist')}
              </Button>
            )
          }
        />
      ) : (
        <Tabs
          label={t('challenges.tabs')}
          selectedId={tab}
          onSelect={(id) => setTab(id as ChallengeTabId)}
          items={challengeTabs.map((id) => ({ id, label: t(`challenges.tab.${id}`), content: list }))}
        />
      )}
      {/* Below the page's content, so its arrival with /api/users/me moves nothing already shown. */}
      {!gameId ? <FirstRunPanel onFindFreeChallenge={findFreeChallenge} /> : null}
      <EnrolmentDialog ref={enrolment} onEnrolled={reload} onLink={startLink} />
      {selection.matches('brawlStarsDialog') ? <BrawlStarsLink onDone={brawlStarsDone} /> : null}
    </WidePage>
  );
}
