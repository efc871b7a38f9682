import { css, useTheme } from '@emotion/react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from '../Icon';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First, empty choice, e.g. 'Select your country'; with `required` it must be replaced. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  requiredLabel?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  autoComplete?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A native select styled like TextField: native keyboard, type-ahead and mobile pickers for free. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  requiredLabel,
  required,
  disabled,
  name,
  id: givenId,
  autoComplete,
  value,
  defaultValue,
  onChange,
}: SelectFieldProps) {
  const theme = useTheme();
  const autoId = useId();
  const id = givenId ?? `select-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const small = css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `;

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space[1] }}>
      <label htmlFor={id} css={{ fontWeight: theme.fontWeights.semibold, fontSize: theme.fontSizes.sm }}>
        {label}
        {required && requiredLabel ? (
          <span
            css={{
              color: theme.colors.textMuted,
              fontWeight: theme.fontWeights.regular,
              marginInlineStart: theme.space[1],
            }}
          >
            ({requiredLabel})
          </span>
        ) : null}
      </label>
      <div css={{ position: 'relative' }}>
        <select
          id={id}
          name={name}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          value={value ?? ownValue}
          onChange={(event) => {
            if (value === undefined) setOwnValue(event.target.value);
            onChange?.(event.target.value, event);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          css={css`
            display: block;
            inline-size: 100%;
            min-block-size: ${theme.touchTarget};
            padding-block: ${theme.space[2]};
            padding-inline: ${theme.space[3]} ${theme.space[10]};
            appearance: none;
            background: ${theme.colors.surface};
            color: ${theme.colors.text};
            border: ${theme.borderWidths.hairline} solid ${error ? theme.colors.danger : theme.colors.border};
            border-radius: ${theme.radii.md};
            font: inherit;
            line-height: ${theme.lineHeights.body};
            text-align: start;
            cursor: pointer;
            &:hover:not(:disabled) {
              border-color: ${error ? theme.colors.danger : theme.colors.textMuted};
            }
            &:focus-visible {
              outline-offset: 0;
            }
            &:disabled {
              opacity: 0.55;
              cursor: not-allowed;
            }
          `}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span
          css={css`
            position: absolute;
            inset-block: 0;
            inset-inline-end: ${theme.space[3]};
            display: flex;
            align-items: center;
            color: ${theme.colors.textMuted};
            pointer-events: none;
          `}
        >
          <Icon>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
              <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Icon>
        </span>
      </div>
      {hint ? (
        <p id={hintId} css={small}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={[small, { color: theme.colors.danger }]}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
