import { css, useTheme, type Theme } from '@emotion/react';
import { useId } from 'react';
import { CheckIcon } from '../Icon';

export interface ChallengeFilterOption<Value extends string = string> {
  value: Value;
  /** e.g. 'Premium'. */
  label: string;
}

/** A filter that is on or off beside the type chips, e.g. 'Eligible for me' (issue 34). */
export interface ChallengeFilterToggle {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface ChallengeFiltersProps<Value extends string = string> {
  /** Names the radio group, e.g. 'Challenge type'. */
  label: string;
  /** spec §2: all, premium, daily, free, boosters (in that order). */
  options: readonly ChallengeFilterOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** A checkbox chip after the type chips, e.g. 'Eligible for me'. */
  toggle?: ChallengeFilterToggle;
}

/** One chip: a native input (radio or checkbox) laid over a pill that fills when the input is checked. */
const chip = (theme: Theme) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
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
`;

const hiddenInput = css`
  position: absolute;
  opacity: 0;
  inset: 0;
  margin: 0;
  cursor: pointer;
`;

const row = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/**
 * The filter chips above the challenge cards: one type at a time (a native radio group) and, when given,
 * an on/off chip beside them (a native checkbox) that shows a tick when on.
 */
export function ChallengeFilters<Value extends string>({
  label,
  options,
  value,
  onChange,
  toggle,
}: ChallengeFiltersProps<Value>) {
  const theme = useTheme();
  const name = useId();
  const types = (
    <div role="radiogroup" aria-label={label} css={row(theme)}>
      {options.map((option) => (
        <label key={option.value} css={chip(theme)}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            css={hiddenInput}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
  if (!toggle) return types;
  return (
    <div
      css={css`
        ${row(theme)};
        align-items: center;
        column-gap: ${theme.space[4]};
      `}
    >
      {types}
      <label css={chip(theme)}>
        <input
          type="checkbox"
          checked={toggle.checked}
          onChange={(event) => toggle.onChange(event.currentTarget.checked)}
          css={hiddenInput}
        />
        {toggle.checked ? <CheckIcon size="1em" /> : null}
        {toggle.label}
      </label>
    </div>
  );
}
