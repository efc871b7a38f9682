import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

interface ChoiceGroupProps<Value extends string> {
  legend: ReactNode;
  options: readonly ChoiceOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** Segments side by side (the method toggle) or one choice a row (saved cards). */
  layout: 'segments' | 'rows';
  /** Linked with aria-describedby and shown under the choices. */
  error?: ReactNode;
  /** Extra text linked with aria-describedby, e.g. why the list is empty. */
  describedBy?: string;
}

/**
 * A radio group of native inputs (arrow keys move and choose, Tab leaves the group), drawn as a
 * segmented control or as selectable rows.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
  layout,
  error,
  describedBy,
}: ChoiceGroupProps<Value>) {
  const theme = useTheme();
  const name = useId();
  const errorId = useId();
  const segments = layout === 'segments';
  const described = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset
      aria-describedby={described}
      aria-invalid={error ? true : undefined}
      css={{ margin: 0, padding: 0, border: 0, minInlineSize: 0, display: 'grid', gap: theme.space[2] }}
    >
      <legend css={{ padding: 0, marginBlockEnd: theme.space[2], fontWeight: theme.fontWeights.semibold }}>
        {legend}
      </legend>
      <div
        css={css`
          display: grid;
          grid-template-columns: ${segments ? `repeat(${options.length}, 1fr)` : '1fr'};
          gap: ${segments ? theme.space[1] : theme.space[2]};
          padding: ${segments ? theme.space[1] : 0};
          border-radius: ${theme.radii.md};
          background: ${segments ? theme.colors.surfaceRaised : 'transparent'};
          border: ${segments ? `${theme.borderWidths.hairline} solid ${theme.colors.border}` : 0};
        `}
      >
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              css={css`
                position: relative;
                display: flex;
                align-items: center;
                justify-content: ${segments ? 'center' : 'flex-start'};
                gap: ${theme.space[3]};
                min-block-size: ${theme.touchTarget};
                padding: ${theme.space[2]} ${theme.space[3]};
                border-radius: ${theme.radii.md};
                cursor: ${disabled ? 'not-allowed' : 'pointer'};
                font-weight: ${segments ? theme.fontWeights.semibold : theme.fontWeights.regular};
                text-align: ${segments ? 'center' : 'start'};
                color: ${segments && checked ? theme.colors.onAccent : theme.colors.text};
                background: ${
                  segments ? (checked ? theme.colors.accent : 'transparent') : theme.colors.surfaceRaised
                };
                border: ${
                  segments
                    ? 0
                    : `${theme.borderWidths.hairline} solid ${checked ? theme.colors.accent : theme.colors.border}`
                };
                opacity: ${disabled ? 0.6 : 1};
                &:has(input:focus-visible) {
                  outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
                  outline-offset: ${theme.space[0.5]};
                }
                &:hover {
                  background: ${segments && checked ? theme.colors.accentHover : theme.colors.surfaceHover};
                }
              `}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                css={
                  segments
                    ? css`
                        position: absolute;
                        inset: 0;
                        margin: 0;
                        opacity: 0;
                        cursor: inherit;
                      `
                    : css`
                        margin: 0;
                        inline-size: 1.125rem;
                        block-size: 1.125rem;
                        accent-color: ${theme.colors.accent};
                        flex-shrink: 0;
                      `
                }
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <span id={errorId} css={{ color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
