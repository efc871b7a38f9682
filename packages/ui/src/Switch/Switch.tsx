import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Spinner } from '../Spinner';

export interface SwitchProps {
  /** e.g. 'Hide my earnings'. */
  label: ReactNode;
  /** Explains the effect, e.g. 'Visitors to your public profile see a private notice instead.' */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The change is being saved: the switch shows the requested state's spinner and ignores presses. */
  pending?: boolean;
  disabled?: boolean;
}

/** An on/off setting that applies at once (WAI-ARIA switch: Space and Enter toggle). */
export function Switch({
  label,
  description,
  checked,
  onChange,
  pending = false,
  disabled = false,
}: SwitchProps) {
  const theme = useTheme();
  const labelId = useId();
  const descriptionId = useId();
  const trackWidth = theme.space[12];
  const knob = theme.space[6];
  const inset = theme.space[0.5];

  return (
    <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space[3] }}>
      <div
        css={{
          flex: 1,
          minInlineSize: 0,
          display: 'grid',
          gap: theme.space[1],
          paddingBlockStart: theme.space[2],
        }}
      >
        <span id={labelId} css={{ fontWeight: theme.fontWeights.semibold }}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        disabled={disabled}
        onClick={() => {
          if (!pending) onChange(!checked);
        }}
        css={css`
          position: relative;
          flex-shrink: 0;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          min-inline-size: ${theme.touchTarget};
          min-block-size: ${theme.touchTarget};
          padding: 0;
          border: 0;
          background: transparent;
          cursor: ${pending ? 'progress' : 'pointer'};
          &:disabled {
            cursor: not-allowed;
            opacity: 0.55;
          }
          &:focus-visible {
            outline: none;
          }
          &:focus-visible > span {
            outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
            outline-offset: ${theme.space[0.5]};
          }
        `}
      >
        <span
          aria-hidden="true"
          css={css`
            position: relative;
            display: block;
            inline-size: ${trackWidth};
            block-size: calc(${knob} + 2 * ${inset});
            border-radius: ${theme.radii.pill};
            background: ${checked ? theme.colors.accent : theme.colors.surfaceHover};
            border: ${theme.borderWidths.hairline} solid
              ${checked ? theme.colors.accent : theme.colors.textMuted};
            transition: background-color ${theme.durations.base};
          `}
        >
          <span
            css={css`
              position: absolute;
              inset-block-start: calc(${inset} - ${theme.borderWidths.hairline});
              inset-inline-start: ${
                checked
                  ? `calc(${trackWidth} - ${knob} - ${inset} - 2 * ${theme.borderWidths.hairline})`
                  : `calc(${inset} - ${theme.borderWidths.hairline})`
              };
              display: flex;
              align-items: center;
              justify-content: center;
              inline-size: ${knob};
              block-size: ${knob};
              border-radius: 50%;
              background: ${checked ? theme.colors.onAccent : theme.colors.text};
              color: ${checked ? theme.colors.accent : theme.colors.background};
              font-size: ${theme.fontSizes.xs};
              transition: inset-inline-start ${theme.durations.base};
            `}
          >
            {pending ? <Spinner size="sm" /> : null}
          </span>
        </span>
      </button>
    </div>
  );
}
