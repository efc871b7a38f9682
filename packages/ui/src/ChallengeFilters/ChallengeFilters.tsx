import { css, useTheme } from '@emotion/react';
import { useId } from 'react';

export interface ChallengeFilterOption<Value extends string = string> {
  value: Value;
  /** e.g. 'Premium'. */
  label: string;
}

export interface ChallengeFiltersProps<Value extends string = string> {
  /** Names the radio group, e.g. 'Challenge type'. */
  label: string;
  /** spec §2: all, premium, daily, free, boosters (in that order). */
  options: readonly ChallengeFilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** The filter chips above the challenge cards: one choice at a time, a native radio group. */
export function ChallengeFilters<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ChallengeFiltersProps<Value>) {
  const theme = useTheme();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[2]};
      `}
    >
      {options.map((option) => (
        <label
          key={option.value}
          css={css`
            position: relative;
            display: inline-flex;
            align-items: center;
            min-height: ${theme.touchTarget};
            padding-inline: ${theme.space[4]};
            border-radius: ${theme.radii.pill};
            border: 1px solid ${theme.colors.border};
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
            font-size: ${theme.fontSizes.sm};
            cursor: pointer;
            &:has(input:checked) {
              background: ${theme.colors.accent};
              border-color: ${theme.colors.accent};
              color: ${theme.colors.onAccent};
            }
            &:has(input:focus-visible) {
              outline: 2px solid ${theme.colors.focusRing};
              outline-offset: 2px;
            }
          `}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            css={css`
              position: absolute;
              opacity: 0;
              inset: 0;
              margin: 0;
              cursor: pointer;
            `}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
