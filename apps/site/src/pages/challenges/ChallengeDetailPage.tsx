import styled from '@emotion/styled';
import type { Challenge } from '@arena/contract';
import {
  Badge,
  Button,
  ChallengeLeaderboard,
  Countdown,
  ErrorState,
  GameArt,
  Skeleton,
  WinnersList,
} from '@arena/ui';
import { richTextPurifyConfig } from '@arena/domain';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { href, paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useCurrentUser } from '../../session/CurrentUserProvider';
import { api } from '../../session/api';
import { PageMeta } from '../PageMeta';
import { WidePage } from '../page-layout';
import { challengeStats, countdownUnits, typeLabel } from './challenge-labels';
import { useChallengeCountdown } from './useChallengeCountdown';

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.display,
  fontSize: theme.fontSizes.xxl,
}));
const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
}));
const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));
const Description = styled.div(({ theme }) => ({
  color: theme.colors.text,
  lineHeight: theme.lineHeights.body,
  '& a': { color: theme.colors.accent },
}));
const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));

/** spec §2 /challenge/:id: countdown, title, description, game limit, date line, winners, leaderboard. */
export default function ChallengeDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useLoad(`challenge:${id}`, () => api.challenge(id));
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
  const clock = useChallengeCountdown(challenge);
  const { user } = useCurrentUser();
  // Operator HTML (spec §3): sanitised before it reaches the page.
  // The one allowlist the operator's editor and the server's sanitiser use too (packages/domain rich-text).
  const description = useMemo(
    () => DOMPurify.sanitize(challenge.description, richTextPurifyConfig()),
    [challenge.description],
  );
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const stats = challengeStats(challenge, t);
  const dateLine =
    challenge.status === 2
      ? t('challenges.detail.ended', { date: dates.format(new Date(challenge.endTime)) })
      : challenge.status === 1
        ? t('challenges.detail.ends', { date: dates.format(new Date(challenge.endTime)) })
        : t('challenges.detail.starts', { date: dates.format(new Date(challenge.startTime)) });
  const participants = challenge.participants ?? [];

  return (
    <WidePage>
      <PageMeta title={`${challenge.title} · ${t('app.name')}`} description={challenge.shortDescription} />
      <div>
        <Button variant="ghost" as={RouterLink} to={href('challengesForGame', { gameId: challenge.gameId })}>
          {t('challenges.detail.back')}
        </Button>
      </div>
      {/* The game's key art as the page's hero; decorative, the title says what the page is. */}
      <GameArt gameId={challenge.gameId} variant="hero" decorative />
      {challenge.status !== 2 ? (
        <Countdown
          target={clock.target}
          now={clock.now}
          label={clock.label === 'startsIn' ? t('challenges.card.startsIn') : t('challenges.card.endsIn')}
          units={countdownUnits(t)}
          endedLabel={t('challenges.card.ended')}
        />
      ) : null}
      <Title>{challenge.title}</Title>
      <Row>
        <Badge tone="accent">{typeLabel(challenge.type, t)}</Badge>
        <Badge tone="neutral">
          {stats.gameLimit.label}: {stats.gameLimit.value}
        </Badge>
        <Badge tone="neutral">
          {stats.prizePool.label}: <bdi>{stats.prizePool.value}</bdi>
        </Badge>
      </Row>
      <Muted>{dateLine}</Muted>
      {/* The operator's words keep their own direction (an English description on an Arabic page). */}
      <Description dir="auto" dangerouslySetInnerHTML={{ __html: description }} />
      <Row>
        <Heading id="leaderboard-heading">{t('challenges.detail.leaderboard')}</Heading>
        {challenge.status === 1 ? (
          <Button size="sm" variant="secondary" onClick={onReload}>
            {t('challenges.detail.refresh')}
          </Button>
        ) : null}
      </Row>
      {challenge.status === 2 && challenge.winners.length > 0 ? (
        <WinnersList
          heading={t('challenges.card.winners')}
          winners={challenge.winners}
          rankLabel={(rank) => t('landing.leaderboard.rank', { rank })}
        />
      ) : null}
      <ChallengeLeaderboard
        caption={t('challenges.detail.leaderboard')}
        captionHidden
        rows={participants.map((participant, index) => ({
          userId: participant.userId,
          rank: index + 1,
          name: participant.user.name,
          ...(participant.game_name ? { gameName: participant.game_name } : {}),
          score: participant.score,
          bonusScore: participant.bonus_score,
          gamesPlayed: participant.gamesPlayed,
        }))}
        currentUserId={user?.id ?? null}
        columns={{
          rank: t('challenges.detail.rank'),
          player: t('challenges.detail.player'),
          score: t('challenges.detail.score'),
          games: t('challenges.detail.games'),
        }}
        bonusLabel={(bonus) => t('challenges.detail.bonus', { bonus })}
        youLabel={t('challenges.detail.you')}
        emptyTitle={t('challenges.detail.noParticipants')}
      />
    </WidePage>
  );
}
