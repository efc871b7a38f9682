import { css, useTheme } from '@emotion/react';
import { formatCount } from '@arena/domain';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { CurrencyAmount } from '../CurrencyAmount';
import { CheckIcon, CloseIcon } from '../Icon';
import { MessageBanner } from '../MessageBanner';
import { Panel } from '../Panel';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  timelineSteps,
  type TimelineMoments,
  type TimelineStep,
  type WithdrawalTimelineStatus,
} from './timelineSteps';
import { useWithdrawalTimelineWords, type WithdrawalTimelineWords } from './withdrawalTimelineWords';

export interface WithdrawalTimelineItem extends TimelineMoments {
  id: string;
  crystals: number;
  /** What the player receives, e.g. '$30.00'. */
  usd: string;
  /** The payment email, or the card, e.g. 'Visa ending in 1111'. */
  destination: string;
}

export interface WithdrawalTimelineProps {
  /** Newest first. */
  withdrawals: readonly WithdrawalTimelineItem[];
  /** Set when the list could not be loaded: a message with a retry instead of the list. */
  loadFailed?: boolean;
  onRetry?: () => void;
  format?: (amount: number) => string;
}

const statusTones: Record<WithdrawalTimelineStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'accent',
  completed: 'success',
  failed: 'danger',
  rejected: 'danger',
};

/**
 * Issue 34: the player's recent withdrawals, each with its USD value, where it goes, and its steps
 * (requested → approved → paid, or refunded) with the time of each step reached.
 */
export function WithdrawalTimeline({
  withdrawals,
  loadFailed = false,
  onRetry,
  format = formatCount,
}: WithdrawalTimelineProps) {
  const words = useWithdrawalTimelineWords(format);
  const theme = useTheme();
  return (
    <Panel title={words.title} subtitle={words.subtitle}>
      {loadFailed ? (
        <MessageBanner
          tone="error"
          action={
            onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {words.retry}
              </Button>
            ) : undefined
          }
        >
          {words.loadFailed}
        </MessageBanner>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] }}>
          {withdrawals.map((withdrawal) => (
            <li key={withdrawal.id}>
              <TimelineCard withdrawal={withdrawal} words={words} format={format} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function TimelineCard({
  withdrawal,
  words,
  format,
}: {
  withdrawal: WithdrawalTimelineItem;
  words: WithdrawalTimelineWords;
  format: (amount: number) => string;
}) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.md};
        background: ${theme.colors.background};
      `}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: `${theme.space[2]} ${theme.space[3]}`,
        }}
      >
        <h3
          id={headingId}
          css={{
            margin: 0,
            display: 'inline-flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            gap: `0 ${theme.space[2]}`,
            fontSize: theme.fontSizes.md,
          }}
        >
          <CurrencyAmount
            currency="crystal"
            amount={withdrawal.crystals}
            format={format}
            label={words.crystalsAmount(withdrawal.crystals)}
          />{' '}
          <span
            css={{
              color: theme.colors.textMuted,
              unicodeBidi: 'isolate',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {withdrawal.usd}
          </span>
        </h3>
        <Badge tone={statusTones[withdrawal.status]}>{words.status[withdrawal.status]}</Badge>
      </div>
      <p
        css={{
          margin: 0,
          color: theme.colors.textMuted,
          fontSize: theme.fontSizes.sm,
          overflowWrap: 'anywhere',
        }}
      >
        {words.to(withdrawal.destination)}
      </p>
      <ol aria-label={words.progress} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid' }}>
        {timelineSteps(withdrawal).map((step, index, steps) => (
          <StepRow key={step.kind} step={step} last={index === steps.length - 1} words={words} />
        ))}
      </ol>
    </article>
  );
}

function StepRow({
  step,
  last,
  words,
}: {
  step: TimelineStep;
  last: boolean;
  words: WithdrawalTimelineWords;
}) {
  const theme = useTheme();
  const colour = {
    done: theme.colors.success,
    current: theme.colors.warning,
    upcoming: theme.colors.textMuted,
    stopped: theme.colors.danger,
  }[step.state];
  const dot = '1.5rem';
  return (
    <li
      css={css`
        display: grid;
        grid-template-columns: ${dot} minmax(0, 1fr);
        column-gap: ${theme.space[3]};
        position: relative;
        padding-block-end: ${last ? 0 : theme.space[3]};
      `}
    >
      {/* The line to the next step, under the markers. */}
      {last ? null : (
        <span
          aria-hidden="true"
          css={css`
            position: absolute;
            inset-inline-start: calc(${dot} / 2 - 1px);
            inset-block: ${dot} 0;
            inline-size: 2px;
            background: ${step.state === 'done' ? theme.colors.success : theme.colors.border};
          `}
        />
      )}
      <span
        aria-hidden="true"
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          inline-size: ${dot};
          block-size: ${dot};
          border-radius: ${theme.radii.pill};
          border: 2px ${step.state === 'upcoming' ? 'dashed' : 'solid'} ${colour};
          background: ${step.state === 'done' || step.state === 'stopped' ? colour : 'transparent'};
          color: ${theme.colors.onTone};
          font-size: ${theme.fontSizes.xs};
        `}
      >
        {step.state === 'done' ? <CheckIcon size="1em" /> : null}
        {step.state === 'stopped' ? <CloseIcon size="1em" /> : null}
        {step.state === 'current' ? (
          <span
            css={{ inlineSize: '0.5rem', blockSize: '0.5rem', borderRadius: '50%', background: colour }}
          />
        ) : null}
      </span>
      <div css={{ display: 'grid', alignContent: 'start', minBlockSize: dot }}>
        <span
          css={{
            fontWeight: step.state === 'upcoming' ? theme.fontWeights.regular : theme.fontWeights.semibold,
            color: step.state === 'upcoming' ? theme.colors.textMuted : theme.colors.text,
          }}
        >
          {words.steps[step.kind]}
          <VisuallyHidden>{`, ${words.state[step.state]}`}</VisuallyHidden>
        </span>
        {step.time ? (
          <time
            dateTime={step.time.dateTime}
            css={{
              color: theme.colors.textMuted,
              fontSize: theme.fontSizes.sm,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {step.time.label}
          </time>
        ) : null}
        {step.reason ? (
          <span
            css={{
              color: theme.colors.textMuted,
              fontSize: theme.fontSizes.sm,
              overflowWrap: 'anywhere',
            }}
          >
            {words.reason(step.reason)}
          </span>
        ) : null}
      </div>
    </li>
  );
}

export type { WithdrawalTimelineStatus, WithdrawalTimelineTime } from './timelineSteps';
