import styled from '@emotion/styled';
import type { ChallengeFieldMessage } from '@arena/machines';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Form pieces the ui kit does not have: a datetime-local field, and a labelled block for the rich-text
// editor and the image upload with the field's error. Styled like the ui TextField.

export const FieldBlock = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[2] }));

export const FieldLabel = styled.label(({ theme }) => ({
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.sm,
}));

export const FieldHint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export const FieldError = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.danger,
}));

const Input = styled.input<{ invalid: boolean }>(({ theme, invalid }) => ({
  display: 'block',
  inlineSize: '100%',
  minBlockSize: theme.touchTarget,
  paddingBlock: theme.space[2],
  paddingInline: theme.space[3],
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `${theme.borderWidths.hairline} solid ${invalid ? theme.colors.danger : theme.colors.border}`,
  borderRadius: theme.radii.md,
  font: 'inherit',
  colorScheme: 'dark',
}));

/** A field message as text: a translation key, or the server's words as returned. */
export function useFieldText() {
  const { t } = useTranslation();
  return (message: ChallengeFieldMessage | undefined): string | undefined =>
    !message
      ? undefined
      : 'serverMessage' in message
        ? message.serverMessage
        : t(message.key, { ...message.params });
}

export function DateTimeField({
  label,
  hint,
  error,
  value,
  onChange,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldBlock>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="datetime-local"
        value={value}
        invalid={Boolean(error)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </FieldBlock>
  );
}
