import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ToneName } from '../theme/theme';

export type BadgeTone = 'neutral' | ToneName;

export interface BadgeProps {
  /** `neutral`, a status (`accent`, `success`, `warning`, `danger`), a tier (`tierGold`),
   * a skill group (`skill1`…`skill6`) or a prize rank (`prizeGold`, `prizeSilver`, `prizeBronze`). */
  tone?: BadgeTone;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  const theme = useTheme();
  const colours =
    tone === 'neutral'
      ? { background: theme.colors.surfaceRaised, color: theme.colors.text, borderColor: theme.colors.border }
      : { background: theme.colors[tone], color: theme.colors.onTone, borderColor: theme.colors[tone] };
  return (
    <span
      css={[
        css`
          display: inline-flex;
          align-items: center;
          gap: ${theme.space[1]};
          padding-block: ${theme.space[0.5]};
          padding-inline: ${theme.space[2]};
          border: ${theme.borderWidths.hairline} solid;
          border-radius: ${theme.radii.pill};
          font-size: ${theme.fontSizes.xs};
          font-weight: ${theme.fontWeights.semibold};
          line-height: ${theme.lineHeights.tight};
          font-variant-numeric: tabular-nums;
          white-space: nowrap;
        `,
        colours,
      ]}
    >
      {icon}
      {children}
    </span>
  );
}
