import { css, useTheme } from '@emotion/react';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';

interface TextFieldBaseProps {
  label: ReactNode;
  /** Help shown under the field and linked with aria-describedby. */
  hint?: ReactNode;
  /** When set, the field is aria-invalid and the message is linked with aria-describedby. */
  error?: ReactNode;
  /** Marks the label; the text is up to the site, e.g. 'required' or its translation. */
  requiredLabel?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The native field, e.g. to focus it when an inline editor opens. */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  maxLength?: number;
  /** Shows `length / maxLength` under the field (needs maxLength). */
  showCounter?: boolean;
  /** Screen-reader text for the counter, e.g. (n, max) => `${n} of ${max} characters`. */
  counterLabel?: (length: number, max: number) => string;
}

export type TextFieldProps = TextFieldBaseProps &
  (
    | {
        multiline?: false;
        type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date';
        /** Bounds for `type="date"` (YYYY-MM-DD) or `number`. */
        min?: string;
        max?: string;
        inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel' | 'url' | 'search';
      }
    | {
        multiline: true;
        rows?: number;
        type?: undefined;
        inputMode?: undefined;
        min?: undefined;
        max?: undefined;
      }
  );

export function TextField(props: TextFieldProps) {
  const {
    label,
    hint,
    error,
    requiredLabel,
    required,
    disabled,
    id: givenId,
    value,
    defaultValue,
    onChange,
    maxLength,
    showCounter,
    counterLabel,
    onKeyDown,
    inputRef,
    ...rest
  } = props;
  const theme = useTheme();
  const autoId = useId();
  const id = givenId ?? `field-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const currentValue = value ?? ownValue;
  const counting = showCounter && maxLength !== undefined;

  const describedBy = [hint ? hintId : null, error ? errorId : null, counting ? counterId : null]
    .filter(Boolean)
    .join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event.target.value, event);
  };

  const fieldStyle = css`
    display: block;
    inline-size: 100%;
    min-block-size: ${theme.touchTarget};
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[3]};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border: ${theme.borderWidths.hairline} solid ${error ? theme.colors.danger : theme.colors.border};
    border-radius: ${theme.radii.md};
    font: inherit;
    line-height: ${theme.lineHeights.body};
    text-align: start;
    resize: vertical;
    &::placeholder {
      color: ${theme.colors.textMuted};
      opacity: 1;
    }
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
  `;

  const shared = {
    id,
    required,
    disabled,
    maxLength,
    value: currentValue,
    onChange: handleChange,
    onKeyDown,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    css: fieldStyle,
  };

  const small = css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `;

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: ${theme.space[1]};
      `}
    >
      <label
        htmlFor={id}
        css={css`
          font-weight: ${theme.fontWeights.semibold};
          font-size: ${theme.fontSizes.sm};
        `}
      >
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
      {props.multiline ? (
        <textarea
          {...shared}
          name={rest.name}
          placeholder={rest.placeholder}
          rows={props.rows ?? 4}
          onBlur={rest.onBlur}
        />
      ) : (
        <input
          {...shared}
          name={rest.name}
          placeholder={rest.placeholder}
          autoComplete={rest.autoComplete}
          onBlur={rest.onBlur}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          min={props.min}
          max={props.max}
        />
      )}
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
      {counting ? (
        <p id={counterId} css={[small, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]}>
          <bdi aria-hidden={counterLabel ? true : undefined}>
            {currentValue.length}/{maxLength}
          </bdi>
          {counterLabel ? (
            <VisuallyHidden>{counterLabel(currentValue.length, maxLength)}</VisuallyHidden>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
