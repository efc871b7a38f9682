import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { remainingParts } from './remainingParts';

/** What a countdown counts down to: a challenge's start ('Starts in') or its end ('Ends in'). */
export type CountdownKind = 'starts' | 'ends';

/** What shows once the target has passed: 'Ended', or on a finished card 'Finished' or 'Voided'. */
export type CountdownEnded = 'ended' | 'finished' | 'voided';

export interface CountdownProps {
  /** When the period ends (or starts). */
  target: Date;
  /** The current time; the site ticks it (spec §9: every 60 s), so this stays pure. */
  now: Date;
  kind: CountdownKind;
  /** Shown instead of the parts once the target has passed; 'ended' unless told. */
  ended?: CountdownEnded;
  /**
   * 'full' (default): big figures for a page. 'chip': one compact pill for a card, e.g. "Starts in
   * 2h 14m" (days shown only when there are any).
   */
  variant?: 'full' | 'chip';
}

const endedKeys = {
  ended: 'challenges.card.ended',
  finished: 'challenge.status.finished',
  voided: 'challengeVoid.notice.label',
} as const satisfies Record<CountdownEnded, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown to a challenge's start or end (spec §9 Timers), as big figures or a card's chip; it says its
 * own words (the label, the unit letters, what shows once it is over).
 */
export function Countdown({ target, now, kind, ended = 'ended', variant = 'full' }: CountdownProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const label = kind === 'starts' ? t('challenges.card.startsIn') : t('challenges.card.endsIn');
  const units = {
    days: t('challenges.units.d'),
    hours: t('challenges.units.h'),
    minutes: t('challenges.units.m'),
  };
  const endedLabel = t(endedKeys[ended]);
  const parts = remainingParts(target, now);
  if (variant === 'chip') {
    const chip = css`
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[1]};
      margin: 0;
      padding-block: ${theme.space[1]};
      padding-inline: ${theme.space[3]};
      border-radius: ${theme.radii.pill};
      border: 1px solid ${theme.colors.border};
      background: ${theme.colors.surfaceRaised};
      color: ${theme.colors.text};
      font-size: ${theme.fontSizes.xs};
      font-weight: ${theme.fontWeights.semibold};
      white-space: nowrap;
    `;
    if (parts.ended) return <p css={chip}>{endedLabel}</p>;
    const duration = `P${parts.days}DT${parts.hours}H${parts.minutes}M`;
    const shown =
      parts.days > 0
        ? `${parts.days}${units.days} ${parts.hours}${units.hours}`
        : `${parts.hours}${units.hours} ${parts.minutes}${units.minutes}`;
    return (
      <p css={chip} role="timer">
        <span>{label}</span>
        <time dateTime={duration} css={{ fontVariantNumeric: 'tabular-nums' }}>
          {shown}
        </time>
      </p>
    );
  }
  const wrapper = css`
    display: inline-flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `;
  if (parts.ended) {
    return (
      <p css={[wrapper, { margin: 0 }]}>
        <span css={{ fontWeight: theme.fontWeights.semibold }}>{endedLabel}</span>
      </p>
    );
  }
  const number = css`
    font-family: ${theme.fonts.display};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    color: ${theme.colors.text};
  `;
  const duration = `P${parts.days}DT${parts.hours}H${parts.minutes}M`;
  return (
    <p css={[wrapper, { margin: 0 }]} role="timer">
      <span>{label}</span>
      <time dateTime={duration} css={{ display: 'inline-flex', gap: theme.space[2] }}>
        <span>
          <span css={number}>{parts.days}</span>
          {units.days}
        </span>
        <span>
          <span css={number}>{pad(parts.hours)}</span>
          {units.hours}
        </span>
        <span>
          <span css={number}>{pad(parts.minutes)}</span>
          {units.minutes}
        </span>
      </time>
    </p>
  );
}
