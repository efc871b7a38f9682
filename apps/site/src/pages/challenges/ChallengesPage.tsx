import {
  brawlStarsClaimLifetimeMinutes,
  centsFromUsd,
  steamCallbackErrors,
  type Challenge,
} from '@arena/contract';
import {
  challengeFilters,
  featuredChallenges,
  matchesChallengeFilter,
  sortChallengeCards,
} from '@arena/domain';
import {
  brawlStarsLinkMachine,
  gameProviders,
  gameSelectionMachine,
  olderChallengesMachine,
  waitlistMachine,
} from '@arena/machines';
import {
  BrawlStarsDialog,
  Button,
  ChallengeFilters,
  ChallengeGrid,
  ChallengeGridSkeleton,
  EmptyState,
  FeaturedChallenges,
  GamePicker,
  Lead,
  MessageBanner,
  PageTitle,
  SectionHeading,
  Skeleton,
  Stack,
  Tabs,
  WidePage,
} from '@arena/ui';
import type { BrawlStarsClaimShown } from '@arena/machines';
import type { ApiClient } from '@arena/api-client';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { errorMessage } from '@arena/api-client';
import { href, paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { PageMeta } from '../PageMeta';
import { eligibleForMe, joinBlockedReason, knowsBracketFor } from './bracket-join';
import { prizeCents } from './challenge-labels';
import { ChallengeItem } from './ChallengeItem';
import { FirstRunPanel } from './FirstRunPanel';
import { EnrolmentDialog } from './EnrolmentDialog';
import type { EnrolmentGame, EnrolmentHandle } from './EnrolmentDialog';
import { clearLinkReturn, readLinkReturn, rememberLinkReturn } from './link-return';
import { useChallengeListFilters } from './useChallengeListFilters';

const tabs = ['upcoming', 'current', 'mine'] as const;
type TabId = (typeof tabs)[number];

function brawlStarsFor(api: ApiClient) {
  return brawlStarsLinkMachine.provide({
    actors: {
      claimBrawlStars: fromPromise<BrawlStarsClaimShown, { playerTag: string }>(async ({ input }) => {
        try {
          const { data } = await api.brawlStarsClaim(input.playerTag);
          return {
            playerTag: data.playerTag,
            code: data.code,
            ...(data.sandboxProfileUrl ? { sandboxProfileUrl: data.sandboxProfileUrl } : {}),
          };
        } catch (error) {
          throw errorMessage(error, 'brawlStarsClaim');
        }
      }),
      linkBrawlStars: fromPromise<unknown, { playerTag: string }>(async ({ input }) => {
        try {
          return await api.brawlStarsLink(input.playerTag);
        } catch (error) {
          throw errorMessage(error, 'brawlStarsLink');
        }
      }),
    },
  });
}

// spec §4 Game selection: the sign-in redirects leave the site for the provider's page. The game (and
// a challenge being joined) is remembered so the return page comes back to it (link-return.ts).
function gameSelectionFor(api: ApiClient) {
  return gameSelectionMachine.provide({
    actions: {
      redirectToRiot: (_, params) => {
        rememberLinkReturn(params.gameId);
        window.location.assign(api.riotSignInUrl(params.gameId));
      },
      // The start call records who signs in and binds it to this browser (decision 0015).
      redirectToSteam: (_, params) => {
        rememberLinkReturn(params.gameId);
        void api.startSteamSignIn().then(
          (url) => window.location.assign(url),
          () =>
            window.location.assign(`${paths.steamCallback.pattern}?error=${steamCallbackErrors.startFailed}`),
        );
      },
    },
  });
}

/**
 * spec §2: the Brawl Stars dialog links an account by player tag (the # is shown, not typed), after the
 * player proves it is theirs with a code in their in-game name (decision 0015).
 */
function BrawlStarsLink({ onDone }: { onDone: (linked: boolean) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const machine = useMemo(() => brawlStarsFor(api), [api]);
  const [brawl, sendBrawl] = useMachine(machine);
  const done = brawl.status === 'done';
  const linked = brawl.matches('linked');
  useEffect(() => {
    if (done) onDone(linked);
  }, [done, linked, onDone]);
  const claim = brawl.context.claim;
  const codeStep = claim
    ? {
        code: claim.code,
        codeLabel: t('challenges.brawl.codeLabel'),
        tagLine: (
          <>
            {t('challenges.brawl.player')} <bdi dir="ltr">{claim.playerTag}</bdi>
          </>
        ),
        instructions: [
          t('challenges.brawl.stepName'),
          t('challenges.brawl.stepVerify'),
          t('challenges.brawl.stepAfter', { minutes: brawlStarsClaimLifetimeMinutes }),
        ],
        copyLabel: t('challenges.brawl.copyCode'),
        copiedLabel: t('challenges.brawl.copied'),
        onCopy: () => navigator.clipboard.writeText(claim.code),
        verifyLabel: t('challenges.brawl.verify'),
        onVerify: () => sendBrawl({ type: 'claim.verify' }),
        backLabel: t('challenges.brawl.changeTag'),
        onBack: () => sendBrawl({ type: 'claim.back' }),
        ...(claim.sandboxProfileUrl
          ? {
              sandboxLink: {
                href: claim.sandboxProfileUrl,
                label: t('challenges.brawl.sandboxLink'),
                externalLabel: t('common.opensInNewTab'),
              },
            }
          : {}),
      }
    : null;
  return (
    <BrawlStarsDialog
      open={!done}
      title={t('challenges.brawl.title')}
      description={t('challenges.brawl.description')}
      tagLabel={t('challenges.brawl.tag')}
      tag={brawl.context.tag}
      onTagChange={(value) => sendBrawl({ type: 'tag.change', value })}
      canConnect={brawl.context.canConnect}
      connectLabel={t('challenges.brawl.connect')}
      cancelLabel={t('challenges.enrol.cancel')}
      closeLabel={t('challenges.enrol.close')}
      onConnect={() => sendBrawl({ type: 'claim.submit' })}
      onClose={() => sendBrawl({ type: 'dialog.close' })}
      linking={brawl.hasTag('submitting')}
      error={text(brawl.context.error)}
      codeStep={codeStep}
    />
  );
}

/** spec §2 /challenges, /challenges/:gameId, /challenges/:gameId/:type. */
export default function ChallengesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { gameId, type } = useParams();
  const [tab, setTab] = useState<TabId>('upcoming');
  const [attempt, setAttempt] = useState(0);
  const enrolment = useRef<EnrolmentHandle>(null);
  const games = useLoad('games', () => api.games());
  const accounts = useLoad(`accounts#${attempt}`, () => api.gameAccounts());
  // No game chosen: every game's challenges, for the featured ones (GET /api/challenge/list).
  // The load time goes along: the featured lists say what is open at that moment.
  const challenges = useLoad(`challenges:${gameId ?? '*'}#${attempt}`, () =>
    (gameId ? api.challenges({ gameId }) : api.challenges()).then((list) => ({
      ...list,
      loadedAt: Date.now(),
    })),
  );
  const waitlist = useLoad(`waitlist#${attempt}`, () => api.gameWaitlist());
  const selectionMachine = useMemo(() => gameSelectionFor(api), [api]);
  const [selection, sendSelection] = useMachine(selectionMachine);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // The game waitlist (decision 0014) runs in its machine; a join reloads the waitlist.
  const waitlistFlow = useMemo(
    () =>
      waitlistMachine.provide({
        actors: {
          joinWaitlist: fromPromise<unknown, { gameId: string }>(async ({ input }) => {
            try {
              return await api.joinGameWaitlist(input.gameId);
            } catch (error) {
              throw errorMessage(error, 'joinGameWaitlist');
            }
          }),
        },
        actions: { joined: reload },
      }),
    [api, reload],
  );
  const [waitlistState, sendWaitlist] = useMachine(waitlistFlow);
  // The list carries the most recent finished challenges; older ones come a page at a time (issue 15).
  const olderFlow = useMemo(
    () =>
      olderChallengesMachine<Challenge>().provide({
        actors: {
          loadOlder: fromPromise(async ({ input }: { input: { cursor: string } }) => {
            try {
              const page = await api.challenges({
                ...(gameId ? { gameId } : {}),
                finishedBefore: input.cursor,
              });
              return { items: page.data, cursor: page.meta?.finishedCursor ?? null };
            } catch (error) {
              throw errorMessage(error, 'challenges');
            }
          }),
        },
      }),
    [api, gameId],
  );
  const [older, sendOlder] = useMachine(olderFlow);
  // Each new first answer (its load time) starts the older pages over from its cursor.
  const firstAnswer =
    challenges.status === 'ready'
      ? { cursor: challenges.data.meta?.finishedCursor ?? null, at: challenges.data.loadedAt }
      : null;
  const firstCursor = firstAnswer?.cursor ?? null;
  const firstAt = firstAnswer?.at ?? null;
  useEffect(() => {
    if (firstAt !== null) sendOlder({ type: 'reset', cursor: firstCursor });
  }, [firstAt, firstCursor, sendOlder]);
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

  const linked = (id: string) => {
    if (accounts.status !== 'ready') return false;
    const provider = gameProviders[id];
    const gameType = provider === 'riot' ? 'Riot Games' : provider === 'steam' ? 'Steam' : 'Supercell';
    return accounts.data.data.connectedAccounts.some((account) => account.gameType === gameType);
  };

  const gameList = games.status === 'ready' ? games.data.data : [];
  /** What the enrolment dialog needs of a game; unknown accounts count as linked (the server decides). */
  const enrolmentGame = (id: string): EnrolmentGame => ({
    id,
    name: gameList.find((entry) => entry.id === id)?.name ?? id,
    linked: accounts.status !== 'ready' || linked(id),
  });

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
  const waitlisted = (id: string) => waitlist.status === 'ready' && waitlist.data.data.gameIds.includes(id);

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

  const visible = useMemo(() => {
    if (challenges.status !== 'ready' || !gameId) return [];
    const all = challenges.data.data;
    const byTab =
      tab === 'mine'
        ? all.filter((challenge) => challenge.isParticipating)
        : all.filter(
            (challenge) =>
              challenge.status === (tab === 'upcoming' ? 0 : 1) &&
              matchesChallengeFilter(challenge.type, filter) &&
              (!eligibleOnly || eligibleForMe(challenge)),
          );
    // Sorted by the prize pool in cents (the wire carries USD, decision 0022).
    return sortChallengeCards(
      byTab.map((challenge) => ({
        challenge,
        startTime: challenge.startTime,
        prizes: prizeCents(challenge),
      })),
    ).map((entry) => entry.challenge);
  }, [challenges, tab, filter, eligibleOnly, gameId]);
  /** The player's own older finished challenges, as "Show older challenges" brought them (oldest last). */
  const olderMine =
    tab === 'mine' ? older.context.items.filter((challenge) => challenge.isParticipating) : [];

  // No game chosen: the biggest prize pools open now and the ones starting soonest, across games.
  const featured = useMemo(() => {
    if (gameId || challenges.status !== 'ready') return null;
    const picked = featuredChallenges(
      challenges.data.data.map((challenge) => ({
        ...challenge,
        prizes: challenge.prizes.map((prize) => ({ value: centsFromUsd(prize.value) })),
        challenge,
      })),
      challenges.data.loadedAt,
    );
    return {
      biggest: picked.biggestPrizes.map((e) => e.challenge),
      soonest: picked.startingSoon.map((e) => e.challenge),
    };
  }, [challenges, gameId]);

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
    <Stack gap={4}>
      {tab !== 'mine' ? (
        <ChallengeFilters
          label={t('challenges.filterLabel')}
          options={challengeFilters.map((value) => ({ value, label: t(`challenges.filter.${value}`) }))}
          value={filter}
          onChange={chooseFilter}
          {...(challenges.status === 'ready' && knowsBracketFor(challenges.data.data, gameId)
            ? {
                toggle: { label: t('challenges.eligible'), checked: eligibleOnly, onChange: setEligibleOnly },
              }
            : {})}
        />
      ) : null}
      {challenges.status === 'loading' ? (
        <ChallengeGridSkeleton count={3} />
      ) : visible.length + olderMine.length === 0 ? (
        <EmptyState
          title={
            tab === 'mine'
              ? t('challenges.empty.mine')
              : filter !== 'all' || eligibleOnly
                ? t('challenges.empty.filter')
                : t('challenges.empty.none')
          }
          body={t('challenges.empty.body')}
        />
      ) : (
        <ChallengeGrid>{[...visible, ...olderMine].map(item)}</ChallengeGrid>
      )}
      {tab === 'mine' && older.context.error ? (
        <MessageBanner tone="error">{text(older.context.error)}</MessageBanner>
      ) : null}
      {tab === 'mine' && older.context.cursor !== null ? (
        <div>
          <Button
            variant="secondary"
            loading={older.hasTag('loading')}
            onClick={() => sendOlder({ type: 'more' })}
          >
            {t('challenges.showOlder')}
          </Button>
        </div>
      ) : null}
    </Stack>
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
          label={t('challenges.games')}
          games={gameList.map((entry) => ({
            id: entry.id,
            name: entry.name,
            image: entry.image,
            active: entry.is_active,
            hint: linked(entry.id) ? t('challenges.linked') : t('challenges.linkToPlay'),
            waitlisted: waitlisted(entry.id),
          }))}
          selectedId={gameId ?? null}
          onSelect={choose}
          waitlistLabel={t('challenges.waitlist')}
          waitlistedLabel={t('challenges.waitlistJoined')}
          inactiveLabel={t('challenges.comingSoon')}
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
          onSelect={(id) => setTab(id as TabId)}
          items={tabs.map((id) => ({ id, label: t(`challenges.tab.${id}`), content: list }))}
        />
      )}
      {/* Below the page's content, so its arrival with /api/users/me moves nothing already shown. */}
      {!gameId ? <FirstRunPanel onFindFreeChallenge={findFreeChallenge} /> : null}
      <EnrolmentDialog ref={enrolment} onEnrolled={reload} onLink={startLink} />
      {selection.matches('brawlStarsDialog') ? <BrawlStarsLink onDone={brawlStarsDone} /> : null}
    </WidePage>
  );
}
