import { skillGroup } from '@arena/domain';
import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Countdown, type CountdownUnitLabels } from '../Countdown';
import { CurrencyAmount } from '../CurrencyAmount';
import { GameArt } from '../GameArt';
import { SkillBracket } from '../SkillBracket';
import { VoidedNotice } from '../VoidedNotice';
import { WinnersList, type Winner } from '../WinnersList';
import { JoinButton } from './JoinButton';

export interface ChallengeCardStat {
  /** e.g. 'Prize pool'. */
  label: string;
  /** e.g. '$150.00', 'XP Only', '3 / 50', 'Unlimited'. */
  value: ReactNode;
}

/**
 * spec §4 Card button: join, registered (notice and view details) or a disabled 'Challenge full'. A join
 * with a `blockedReason` is disabled and says why (issue 34: another skill bracket).
 */
export type ChallengeCardAction =
  | { kind: 'join'; label: string; onJoin: () => void; blockedReason?: string }
  | { kind: 'registered'; notice: string; detailsLabel: string; onViewDetails: () => void }
  | { kind: 'full'; label: string };

interface ChallengeCardBase {
  title: string;
  /** e.g. 'Premium', 'Daily'. */
  typeLabel: string;
  /** 1-18: sets the border colour by skill group (spec §2, six colours). */
  skillLevel: number;
  /** The bracket the challenge admits in words, e.g. 'Bracket 2 · skill 4–6' (decision 0028). */
  skillLabel: string;
  /** The caller's own bracket, fixed when they entered, e.g. 'Your bracket 2 · skill 4–6'. */
  entryBracket?: { bracket: number; label: string };
  image?: { src: string; alt: string };
  /** The challenge's game (spec §3 games.id): without an `image`, Arena's key art tops the card. */
  gameId?: string;
}

export interface ChallengeCardOpenProps extends ChallengeCardBase {
  status: 'current' | 'upcoming';
  prizePool: ChallengeCardStat;
  /** e.g. { label: 'Winner takes', value: '$50.00' }. */
  winnerPrize?: ChallengeCardStat;
  players: ChallengeCardStat;
  gameLimit: ChallengeCardStat;
  entryFee: { label: string; amount: number; amountLabel: string };
  countdown: { target: Date; now: Date; label: string; units: CountdownUnitLabels; endedLabel: string };
  action: ChallengeCardAction;
}

export interface ChallengeCardFinishedProps extends ChallengeCardBase {
  status: 'finished';
  winnersHeading: string;
  winners: readonly Winner[];
  rankLabel: (rank: number) => string;
  detailsLabel: string;
  onViewDetails: () => void;
  /** A challenge the lifecycle voided (decision 0029): why and the refund, in place of the winners. */
  voided?: { title: string; refund: string };
}

export type ChallengeCardProps = ChallengeCardOpenProps | ChallengeCardFinishedProps;

function Stat({ stat }: { stat: ChallengeCardStat }) {
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
  if (action.kind === 'join')
    return (
      <JoinButton
        fullWidth
        label={action.label}
        onJoin={action.onJoin}
        blockedReason={action.blockedReason}
      />
    );
  if (action.kind === 'full')
    return (
      <Button fullWidth variant="secondary" disabled>
        {action.label}
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
        {action.notice}
      </p>
      <Button fullWidth variant="secondary" onClick={action.onViewDetails}>
        {action.detailsLabel}
      </Button>
    </div>
  );
}

/** The card's headline: the prize pool, big, in the theme's prize gold (issue 13). */
function PrizeHeadline({ stat }: { stat: ChallengeCardStat }) {
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
 * the stats and the action at the bottom (equal heights in a grid). Data-dependent words come from the
 * caller; the card says "Finished" itself.
 */
export function ChallengeCard(props: ChallengeCardProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const group = skillGroup(props.skillLevel);
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
            <Badge tone="accent">{props.typeLabel}</Badge>
            <SkillBracket bracket={group} label={props.skillLabel} />
            {props.entryBracket ? (
              <SkillBracket
                variant="player"
                bracket={props.entryBracket.bracket}
                label={props.entryBracket.label}
              />
            ) : null}
            <span
              css={css`
                margin-inline-start: auto;
              `}
            >
              {props.status === 'finished' ? (
                <Countdown
                  variant="chip"
                  target={new Date(0)}
                  now={new Date(0)}
                  label=""
                  units={{ days: '', hours: '', minutes: '' }}
                  endedLabel={props.voided ? t('challengeVoid.notice.label') : t('challenge.status.finished')}
                />
              ) : (
                <Countdown variant="chip" {...props.countdown} />
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
                <VoidedNotice variant="card" title={props.voided.title} refund={props.voided.refund} />
              ) : (
                <WinnersList
                  heading={props.winnersHeading}
                  winners={props.winners}
                  rankLabel={props.rankLabel}
                />
              )}
              <div
                css={css`
                  margin-block-start: auto;
                `}
              >
                <Button fullWidth variant="secondary" onClick={props.onViewDetails}>
                  {props.detailsLabel}
                </Button>
              </div>
            </>
          ) : (
            <>
              <PrizeHeadline stat={props.prizePool} />
              <dl
                css={css`
                  display: grid;
                  grid-template-columns: repeat(2, minmax(0, 1fr));
                  gap: ${theme.space[3]};
                  margin: 0;
                `}
              >
                {props.winnerPrize ? <Stat stat={props.winnerPrize} /> : null}
                <Stat stat={props.players} />
                <Stat stat={props.gameLimit} />
                <Stat
                  stat={{
                    label: props.entryFee.label,
                    value: (
                      <CurrencyAmount
                        currency="gcoin"
                        amount={props.entryFee.amount}
                        label={props.entryFee.amountLabel}
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
          )}
        </div>
      </Card>
    </div>
  );
}
