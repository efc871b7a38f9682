import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';

export interface GCoinStepperProps {
  id: string;
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  focusable: 'false',
} as const;

/**
 * − / number / +: the number can be typed, and is held between min and max when it is left. Names its
 * buttons itself ('One GCoin fewer', 'One GCoin more': store.exchange.decrease, increase).
 */
export function GCoinStepper({ id, value, min, max, disabled, describedBy, onChange }: GCoinStepperProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  // A new value from outside (a press of − or +, a reset) replaces what was being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (text: string) => {
    const parsed = Number.parseInt(text, 10);
    const next = Number.isNaN(parsed) ? min : Math.min(max, Math.max(min, parsed));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const stepButton = css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: ${theme.touchTarget};
    block-size: ${theme.touchTarget};
    padding: 0;
    border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
    &:disabled {
      opacity: 0.55;
      cursor: not-allowed;
    }
  `;

  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space[2] }}>
      <button
        type="button"
        css={stepButton}
        aria-label={t('store.exchange.decrease')}
        aria-controls={id}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Icon>
          <svg {...svgProps}>
            <path d="M6 12h12" />
          </svg>
        </Icon>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={Math.max(min, max)}
        step={1}
        value={draft}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        css={css`
          inline-size: 6ch;
          min-block-size: ${theme.touchTarget};
          padding-inline: ${theme.space[2]};
          background: ${theme.colors.surface};
          color: ${theme.colors.gcoin};
          border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
          border-radius: ${theme.radii.md};
          font: inherit;
          font-size: ${theme.fontSizes.lg};
          font-weight: ${theme.fontWeights.bold};
          font-variant-numeric: tabular-nums;
          text-align: center;
          -moz-appearance: textfield;
          &::-webkit-inner-spin-button,
          &::-webkit-outer-spin-button {
            appearance: none;
            margin: 0;
          }
          &:disabled {
            opacity: 0.55;
          }
        `}
      />
      <button
        type="button"
        css={stepButton}
        aria-label={t('store.exchange.increase')}
        aria-controls={id}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Icon>
          <svg {...svgProps}>
            <path d="M6 12h12M12 6v12" />
          </svg>
        </Icon>
      </button>
    </div>
  );
}
