import type { Challenge } from '@arena/contract';
import { cardAction, challengeStatus, richTextPurifyConfig } from '@arena/domain';
import {
  Button,
  ChallengeLeaderboard,
  ChallengeOverview,
  ChallengeProgress,
  ErrorState,
  JoinButton,
  PrizeAmount,
  PrizeTable,
  Skeleton,
  SkillBracket,
  VoidedNotice,
  WidePage,
  WinnersList,
} from '@arena/ui';
import DOMPurify from 'dompurify';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { href, paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useLiveReload } from '../../live/useLiveReload';
import { useApi } from '../../session/ApiContext';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { PageMeta } from '../PageMeta';
import { joinBlock } from './bracket-join';
import { bracketLabels, challengeStats } from './challenge-labels';
import { progressFor, prizeRows, winnerPrize } from './challenge-prizes';
import { challengeRules } from './challenge-rules';
import { EnrolmentDialog, type EnrolmentHandle } from './EnrolmentDialog';
import { rememberLinkReturn } from './link-return';
import { ScoringBreakdownButton } from './ScoringBreakdownButton';
import { ShareResult } from './ShareResult';
import { useChallengeCountdown } from './useChallengeCountdown';
import { voidedLabels } from './voided-labels';

/** spec §2 /challenge/:id: countdown, title, description, game limit, date line, join, winners, leaderboard. */
export default function ChallengeDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { id = '' } = useParams();
  const detail = useLoad(`challenge:${id}`, () => api.challenge(id));
  // Live (decision 0033): while the challenge can still change, a change announced reloads it in place.
  const live =
    detail.status === 'ready' && detail.data.data.status !== challengeStatus.finished
      ? `challenge:${id}`
      : null;
  useLiveReload(live, (onChange) => api.subscribeChallenge(id, onChange), detail.reload);
  if (detail.status === 'loading') {
    return (
      <WidePage aria-busy="true">
        <Skeleton shape="block" blockSize="280px" />
      </WidePage>
    );
  }
  if (detail.status === 'error') {
    return (
      <WidePage>
        <ErrorState
          title={t('challenges.detail.notFound')}
          action={
            <Button as={RouterLink} to={paths.challenges.pattern}>
              {t('challenges.rso.back')}
            </Button>
          }
        />
      </WidePage>
    );
  }
  return <ChallengeDetail challenge={detail.data.data} onReload={detail.reload} />;
}

function ChallengeDetail({ challenge, onReload }: { challenge: Challenge; onReload: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const clock = useChallengeCountdown(challenge);
  const { user } = useCurrentUser();
  const enrolment = useRef<EnrolmentHandle>(null);
  // Operator HTML (spec §3): sanitised before it reaches the page, with the one allowlist the
  // operator's editor and the server's sanitiser use too (packages/domain rich-text).
  const description = useMemo(
    () => DOMPurify.sanitize(challenge.description, richTextPurifyConfig()),
    [challenge.description],
  );
  // A game without a linked account: its linking starts from the game's challenges (link-return.ts).
  const startLink = useCallback(
    (gameId: string, challengeId: string) => {
      rememberLinkReturn(gameId, challengeId);
      void navigate(href('challengesForGame', { gameId }));
    },
    [navigate],
  );
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const stats = challengeStats(challenge, t);
  const brackets = bracketLabels(challenge, t);
  const voided = voidedLabels(challenge, t);
  // A voided challenge never ran to its end: the line says when it was voided (at its start for too few
  // players, at its end for match data unavailable; decision 0029), not that it ended.
  const dateLine = challenge.voidReason
    ? t('challengeVoid.dateLine', {
        date: dates.format(
          new Date(challenge.voidReason === 'too_few_players' ? challenge.startTime : challenge.endTime),
        ),
      })
    : challenge.status === challengeStatus.finished
      ? t('challenges.detail.ended', { date: dates.format(new Date(challenge.endTime)) })
      : challenge.status === challengeStatus.current
        ? t('challenges.detail.ends', { date: dates.format(new Date(challenge.endTime)) })
        : t('challenges.detail.starts', { date: dates.format(new Date(challenge.startTime)) });
  const participants = challenge.participants ?? [];
  const action = cardAction({ ...challenge, joinable: clock.joinable });
  // The game goes along (issue 34): when the server says it is not linked, the dialog leads into linking
  // it instead of ending at "Enrollment Failed". Whether it is linked is the server's to say here.
  const join = () =>
    enrolment.current?.join(challenge.id, challenge.entry_fee, challenge.title, {
      id: challenge.gameId,
      name: '',
      linked: true,
    });
  // Another skill bracket (issue 34): Join is disabled and says why, before any confirmation.
  const joinButton =
    action === 'join' && user ? <JoinButton onJoin={join} blocked={joinBlock(challenge)} /> : null;

  // The stage (issue 34): the prizes by place for every challenge, a participant's progress while it runs.
  const progress = progressFor(challenge, user?.id);

  return (
    <WidePage>
      <PageMeta title={`${challenge.title} · ${t('app.name')}`} description={challenge.shortDescription} />
      <ChallengeOverview
        back={
          <Button
            variant="ghost"
            as={RouterLink}
            to={href('challengesForGame', { gameId: challenge.gameId })}
          >
            {t('challenges.detail.back')}
          </Button>
        }
        gameId={challenge.gameId}
        title={challenge.title}
        type={challenge.type}
        brackets={
          <>
            <SkillBracket bracket={brackets.admits.bracket} label={brackets.admits.label} />
            {brackets.entry ? (
              <SkillBracket variant="player" bracket={brackets.entry.bracket} label={brackets.entry.label} />
            ) : null}
          </>
        }
        prizePool={stats.prizePool.value}
        facts={[
          `${stats.gameLimit.label}: ${stats.gameLimit.value}`,
          `${stats.players.label}: ${stats.players.value}`,
        ]}
        {...(challenge.status !== challengeStatus.finished
          ? {
              countdown: {
                target: clock.target,
                now: clock.now,
                kind: clock.label === 'startsIn' ? 'starts' : 'ends',
              },
            }
          : {})}
        dateLine={dateLine}
        descriptionHtml={description}
        rules={challengeRules(challenge, t)}
        action={action === 'registered' ? null : joinButton}
        registered={action === 'registered'}
        prizes={<PrizeTable rows={prizeRows(challenge)} />}
        progress={progress ? <ChallengeProgress {...progress} /> : null}
        {...(challenge.status === challengeStatus.current ? { onRefresh: onReload } : {})}
      >
        {voided ? <VoidedNotice title={voided.title} detail={voided.detail} refund={voided.refund} /> : null}
        {challenge.status === challengeStatus.finished && challenge.winners.length > 0 ? (
          <WinnersList
            winners={challenge.winners.map((winner) => ({
              ...winner,
              prize: <PrizeAmount size="sm" {...winnerPrize(challenge, winner.rank)} />,
            }))}
          />
        ) : null}
        {challenge.isParticipating ? <ScoringBreakdownButton challengeId={challenge.id} /> : null}
        {/* A finished challenge the player took part in: their result to share (issue 33). */}
        {challenge.isParticipating && user && challenge.status === challengeStatus.finished && !voided ? (
          <ShareResult challenge={challenge} userId={user.id} />
        ) : null}
        <ChallengeLeaderboard
          captionHidden
          rows={participants.map((participant, index) => {
            const rank = participant.rank ?? index + 1;
            return {
              userId: participant.userId,
              rank,
              name: participant.user.name,
              photo: participant.user.photo ?? null,
              // What the place would win as the board stands (issue 34); none for an excluded player or a
              // voided challenge.
              prize: participant.excluded || voided ? null : winnerPrize(challenge, rank),
              ...(participant.user.tier ? { tier: participant.user.tier } : {}),
              ...(participant.game_name ? { gameName: participant.game_name } : {}),
              score: participant.score,
              bonusScore: participant.bonus_score,
              gamesPlayed: participant.gamesPlayed,
            };
          })}
          currentUserId={user?.id ?? null}
          emptyAction={joinButton}
        />
      </ChallengeOverview>
      <EnrolmentDialog ref={enrolment} onEnrolled={onReload} onLink={startLink} />
    </WidePage>
  );
}
