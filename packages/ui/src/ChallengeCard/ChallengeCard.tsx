import { skillGroup, type ChallengeType, type PrizeValue, type PublicVoidReason } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Countdown } from '../Countdown';
import { CurrencyAmount } from '../CurrencyAmount';
import { GameArt } from '../GameArt';
import { SkillBracket } from '../SkillBracket';
import { VoidedNotice } from '../VoidedNotice';
import { WinnersList, type Winner } from '../WinnersList';
import { bracketWords, cardStats, gCoinsWords, type CardStat } from './cardWords';
import { JoinButton, type JoinBlock } from './JoinButton';

/**
 * spec §4 Card button (domain cardAction): join, registered (a notice and view details), a disabled
 * 'Challenge Full', or closed after the join window. A join `blocked` by another skill bracket is disabled
 * and says why (issue 34).
 */
export type ChallengeCardAction =
  | { kind: 'join'; onJoin: () => void; blocked?: JoinBlock | null }
  | { kind: 'registered'; onViewDetails: () => void }
  | { kind: 'full' }
  | { kind: 'closed' };

interface ChallengeCardBase {
  title: string;
  /** The challenge type; the card says it ('Premium', 'Daily' …). */
  type: ChallengeType;
  /** 1-18: the bracket the challenge admits (decision 0028) and the border colour (spec §2, six colours). */
  skillLevel: number;
  /** The caller's own bracket (1-6), fixed when they entered. */
  entryBracket?: number;
  image?: { src: string; alt: string };
  /** The challenge's game (spec §3 games.id): without an `image`, Arena's key art tops the card. */
  gameId?: string;
}

export interface ChallengeCardOpenProps extends ChallengeCardBase {
  status: 'current' | 'upcoming';
  /** The prizes in USD cents (decision 0022): the pool is their sum, the winner takes the largest. */
  prizes: readonly PrizeValue[];
  registeredPlayers: number;
  maxPlayers: number;
  /** Games counted per player; 0 counts them all. */
  gameLimit: number;
  /** In GCoins. */
  entryFee: number;
  /** Counts down to the start while upcoming, to the end while current. */
  countdown: { target: Date; now: Date };
  action: ChallengeCardAction;
}

export interface ChallengeCardFinishedProps extends ChallengeCardBase {
  status: 'finished';
  winners: readonly Winner[];
  onViewDetails: () => void;
  /**
   * A challenge the lifecycle voided (decision 0029): why and the refund (none for a free challenge, by its
   * entry fee in GCoins), in place of the winners.
   */
  voided?: { reason: PublicVoidReason; entryFee: number };
}

export type ChallengeCardProps = ChallengeCardOpenProps | ChallengeCardFinishedProps;

function Stat({ stat }: { stat: { label: string; value: ReactNode } }) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[0.5]};
      `}
    >
      <dt
        css={css`
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.xs};
        `}
      >
        {stat.label}
      </dt>
      <dd
        css={css`
          margin: 0;
          font-weight: 600;
        `}
      >
        {stat.value}
      </dd>
    </div>
  );
}

function ActionArea({ action }: { action: ChallengeCardAction }) {
  const theme = useTheme();
  const { t } = useTranslation();
  if (action.kind === 'join')
    return <JoinButton fullWidth onJoin={action.onJoin} blocked={action.blocked ?? null} />;
  if (action.kind === 'full' || action.kind === 'closed')
    return (
      <Button fullWidth variant="secondary" disabled>
        {action.kind === 'full' ? t('challenge.registration.full') : t('challenges.card.closed')}
      </Button>
    );
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[2]};
      `}
    >
      <p
        role="status"
        css={css`
          margin: 0;
          color: ${theme.colors.success};
          font-weight: 600;
          text-align: center;
        `}
      >
        {t('challenge.registration.alreadyRegistered')}
      </p>
      <Button fullWidth variant="secondary" onClick={action.onViewDetails}>
        {t('challenges.card.details')}
      </Button>
    </div>
  );
}

/** The card's headline: the prize pool, big, in the theme's prize gold (issue 13). */
function PrizeHeadline({ stat }: { stat: CardStat }) {
  const theme = useTheme();
  return (
    <p
      css={css`
        display: grid;
        gap: ${theme.space[0.5]};
        margin: 0;
      `}
    >
      <span
        css={css`
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.xs};
          text-transform: uppercase;
          letter-spacing: 0.06em;
        `}
      >
        {stat.label}
      </span>
      <bdi
        css={css`
          font-family: ${theme.fonts.display};
          font-size: ${theme.fontSizes.xxl};
          font-weight: ${theme.fontWeights.bold};
          line-height: 1.1;
          color: ${theme.colors.prizeGold};
          justify-self: start;
          font-variant-numeric: tabular-nums;
        `}
      >
        {stat.value}
      </bdi>
    </p>
  );
}

/**
 * A challenge in the list (spec §2 Card content): the game's key art, the type and skill badges, the
 * countdown as a chip ("Starts in 2h 14m", "Ends in …", "Finished"), the prize pool as the headline,
 * the stats and the action at the bottom (equal heights in a grid). The caller gives data (the type, the
 * skill level, the amounts, counts and dates, its own state); the card says every word itself (issue 32).
 */
export function ChallengeCard(props: ChallengeCardProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const group = skillGroup(props.skillLevel);
  const admits = bracketWords(t, 'admits', props.skillLevel);
  const entry = props.entryBracket ? bracketWords(t, 'yours', props.entryBracket * 3) : null;
  const art = !props.image && props.gameId ? props.gameId : null;
  return (
    // Cards in a row have equal heights (DESIGN.md): the card fills its grid cell, its body grows
    // and the action sits at the bottom.
    <div
      css={css`
        display: grid;
        block-size: 100%;
        & > article > div:last-child {
          flex-grow: 1;
        }
      `}
    >
      <Card as="article" accent={`skill${group}`} {...(props.image ? { image: props.image } : {})}>
        {art ? (
          // The art bleeds over the card's padding to its edges, like Card's own header image.
          <GameArt
            gameId={art}
            variant="card"
            decorative
            css={css`
              inline-size: auto;
              margin-block-start: -${theme.space[4]};
              margin-inline: -${theme.space[4]};
              ${theme.media.tablet} {
                margin-block-start: -${theme.space[5]};
                margin-inline: -${theme.space[5]};
              }
            `}
          />
        ) : null}
        <div
          css={css`
            display: flex;
            flex-direction: column;
            flex-grow: 1;
            gap: ${theme.space[3]};
          `}
        >
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: ${theme.space[2]};
            `}
          >
            <Badge tone="accent">{t(`challenge.type.${props.type}`)}</Badge>
            <SkillBracket bracket={admits.bracket} label={admits.label} />
            {entry ? <SkillBracket variant="player" bracket={entry.bracket} label={entry.label} /> : null}
            <span
              css={css`
                margin-inline-start: auto;
              `}
            >
              {props.status === 'finished' ? (
                <Countdown
                  variant="chip"
                  kind="ends"
                  target={new Date(0)}
                  now={new Date(0)}
                  ended={props.voided ? 'voided' : 'finished'}
                />
              ) : (
                <Countdown
                  variant="chip"
                  kind={props.status === 'upcoming' ? 'starts' : 'ends'}
                  {...props.countdown}
                />
              )}
            </span>
          </div>
          <h2
            css={css`
              margin: 0;
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {/* The operator's words keep their own direction on a right-to-left page. */}
            <bdi>{props.title}</bdi>
          </h2>
          {props.status === 'finished' ? (
            <>
              {props.voided ? (
                <VoidedNotice
                  variant="card"
                  title={t(`challengeVoid.notice.title.${props.voided.reason}`)}
                  refund={
                    props.voided.entryFee > 0
                      ? t('challengeVoid.notice.refunded')
                      : t('challengeVoid.notice.free')
                  }
                />
              ) : (
                <WinnersList winners={props.winners} />
              )}
              <div
                css={css`
                  margin-block-start: auto;
                `}
              >
                <Button fullWidth variant="secondary" onClick={props.onViewDetails}>
                  {t('challenges.card.details')}
                </Button>
              </div>
            </>
          ) : (
            <OpenBody {...props} />
          )}
        </div>
      </Card>
    </div>
  );
}

/** An open card's prize pool headline, its stats (the entry fee in GCoins) and its button. */
function OpenBody(props: ChallengeCardOpenProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const stats = cardStats(t, props);
  return (
    <>
      <PrizeHeadline stat={stats.prizePool} />
      <dl
        css={css`
          display: grid;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: ${theme.space[3]};
          margin: 0;
        `}
      >
        {stats.winnerPrize ? <Stat stat={stats.winnerPrize} /> : null}
        <Stat stat={stats.players} />
        <Stat stat={stats.gameLimit} />
        <Stat
          stat={{
            label: t('challenges.card.entryFee'),
            value: (
              <CurrencyAmount
                currency="gcoin"
                amount={props.entryFee}
                label={gCoinsWords(t, props.entryFee)}
                size="sm"
              />
            ),
          }}
        />
      </dl>
      <div
        css={css`
          margin-block-start: auto;
        `}
      >
        <ActionArea action={props.action} />
      </div>
    </>
  );
}
