import { css, useTheme } from '@emotion/react';
import { remainingParts } from './remainingParts';

export interface CountdownUnitLabels {
  days: string;
  hours: string;
  minutes: string;
}

export interface CountdownProps {
  /** When the period ends (or starts). */
  target: Date;
  /** The current time; the site ticks it (spec §9: every 60 s), so this stays pure. */
  now: Date;
  /** e.g. 'Ends in' or 'Starts in'. */
  label: string;
  /** Unit suffixes, e.g. { days: 'd', hours: 'h', minutes: 'm' }. */
  units: CountdownUnitLabels;
  /** Shown instead of the parts once the target has passed, e.g. 'Ended'. */
  endedLabel: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({ target, now, label, units, endedLabel }: CountdownProps) {
  const theme = useTheme();
  const parts = remainingParts(target, now);
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
