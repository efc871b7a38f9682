import { css, keyframes, useTheme } from '@emotion/react';
import { useId } from 'react';
import type { ToneName } from '../theme/theme';
import { VisuallyHidden } from '../VisuallyHidden';

export interface ProgressBarProps {
  value: number;
  min?: number;
  max?: number;
  /** Names the bar, e.g. 'Level 12'. */
  label: string;
  /** Show the label above the bar; otherwise it is only read by screen readers. */
  showLabel?: boolean;
  /** Human reading of the value, e.g. '340 / 500 XP'; shown at the end of the label row and used as aria-valuetext. */
  valueText?: string;
  /** Fill colour by semantic token: accent, a tier, a skill group… */
  tone?: ToneName;
  size?: 'sm' | 'md';
}

const fill = keyframes`
  from { inline-size: 0; }
`;

export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  showLabel = true,
  valueText,
  tone = 'accent',
  size = 'md',
}: ProgressBarProps) {
  const theme = useTheme();
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
      {showLabel ? (
        <div
          css={css`
            display: flex;
            justify-content: space-between;
            gap: ${theme.space[2]};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          <span id={labelId} css={{ fontWeight: theme.fontWeights.semibold }}>
            {label}
          </span>
          {valueText ? (
            <span
              aria-hidden="true"
              css={{ color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' }}
            >
              {valueText}
            </span>
          ) : null}
        </div>
      ) : (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      )}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        css={css`
          position: relative;
          block-size: ${size === 'sm' ? theme.space[1] : theme.space[2]};
          overflow: hidden;
          background: ${theme.colors.border};
          border-radius: ${theme.radii.pill};
        `}
      >
        <div
          css={css`
            position: absolute;
            inset-block: 0;
            inset-inline-start: 0;
            inline-size: ${percent}%;
            background: ${theme.colors[tone]};
            border-radius: inherit;
            transition: inline-size ${theme.durations.slow} ease-out;
            animation: ${fill} ${theme.durations.slow} ease-out;
            @media (prefers-reduced-motion: reduce) {
              transition: none;
              animation: none;
            }
          `}
        />
      </div>
    </div>
  );
}
