import { skillGroup } from '@arena/domain';
import { css, useTheme } from '@emotion/react';

export interface SkillBracketProps {
  /** The bracket, 1 (skill levels 1-3) to 6 (16-18); out-of-range values are clamped (skillGroup). */
  bracket: number;
  /** The bracket in words, e.g. 'Bracket 2 · skill 4–6' or 'Your bracket 2 · skill 4–6'. */
  label: string;
  /**
   * `challenge`: which bracket a challenge admits (filled in the bracket's colour, like the card's
   * border); `player`: the bracket a player entered with (outlined, with the colour as a dot).
   */
  variant?: 'challenge' | 'player';
}

/**
 * A skill bracket (decision 0028) as a badge. The words carry the meaning (bracket number and its
 * levels); the colour, one of the six skill colours of the card borders, only repeats it.
 */
export function SkillBracket({ bracket, label, variant = 'challenge' }: SkillBracketProps) {
  const theme = useTheme();
  const tone = theme.colors[`skill${skillGroup(bracket * 3)}`];
  const filled = variant === 'challenge';
  return (
    <span
      data-bracket={skillGroup(bracket * 3)}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${theme.space[1]};
        padding-block: ${theme.space[0.5]};
        padding-inline: ${theme.space[2]};
        border: ${theme.borderWidths.hairline} solid ${tone};
        border-radius: ${theme.radii.pill};
        background: ${filled ? tone : theme.colors.surfaceRaised};
        color: ${filled ? theme.colors.onTone : theme.colors.text};
        font-size: ${theme.fontSizes.xs};
        font-weight: ${theme.fontWeights.semibold};
        line-height: ${theme.lineHeights.tight};
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      `}
    >
      {filled ? null : (
        <span
          aria-hidden="true"
          css={css`
            inline-size: 0.5em;
            block-size: 0.5em;
            border-radius: 50%;
            background: ${tone};
          `}
        />
      )}
      {label}
    </span>
  );
}
