import { css, useTheme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { FileField } from '../FileField';

/**
 * The operator console's form pieces the kit's fields do not cover: the form's frame, rows of
 * fields, a fieldset, a labelled block around a custom control (the rich-text editor) with its
 * error, a date-and-time field and an image field with its preview. Styled like the ui TextField.
 */

export interface AdminFormProps {
  onSubmit: () => void;
  busy?: boolean;
  children: ReactNode;
}

/** The form's frame: one column of fields (at most 880px wide); submitting never reloads the page. */
export function AdminForm({ onSubmit, busy, children }: AdminFormProps) {
  const theme = useTheme();
  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      css={css({ display: 'grid', gap: theme.space[5], maxInlineSize: 880 })}
    >
      {children}
    </form>
  );
}

/** Fields side by side, as many as fit (11rem each at least); `prize`: title, amount and a button. */
export function AdminFieldRow({
  variant = 'auto',
  children,
}: {
  variant?: 'auto' | 'prize';
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div
      css={css({
        display: 'grid',
        gap: variant === 'prize' ? theme.space[3] : theme.space[4],
        gridTemplateColumns:
          variant === 'prize' ? 'minmax(0, 2fr) minmax(0, 1fr) auto' : 'repeat(auto-fit, minmax(11rem, 1fr))',
        alignItems: variant === 'prize' ? 'end' : 'start',
      })}
    >
      {children}
    </div>
  );
}

/** A group of fields with its legend in a bordered box. */
export function AdminFieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  const theme = useTheme();
  return (
    <fieldset
      css={css({
        display: 'grid',
        gap: theme.space[3],
        margin: 0,
        padding: theme.space[4],
        minInlineSize: 0,
        border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        '& > legend': { fontWeight: theme.fontWeights.semibold, paddingInline: theme.space[2] },
      })}
    >
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Help text under a field or inside a fieldset. */
export function AdminFieldHint({ id, children }: { id?: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <p id={id} css={css({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted })}>
      {children}
    </p>
  );
}

/** A field's error text (announced when `alert`). */
export function AdminFieldError({
  id,
  alert,
  children,
}: {
  id?: string;
  alert?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <p
      id={id}
      role={alert ? 'alert' : undefined}
      css={css({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.danger })}
    >
      {children}
    </p>
  );
}

/** A control that labels itself (the rich-text editor) with its error under it. */
export function AdminField({ error, children }: { error?: string | undefined; children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={css({ display: 'grid', gap: theme.space[2] })}>
      {children}
      {error ? <AdminFieldError>{error}</AdminFieldError> : null}
    </div>
  );
}

const inputStyle = (theme: ReturnType<typeof useTheme>, invalid: boolean) =>
  css({
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
    '&:focus-visible': {
      outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}`,
      outlineOffset: 2,
    },
  });

const labelStyle = (theme: ReturnType<typeof useTheme>) =>
  css({ fontWeight: theme.fontWeights.semibold, fontSize: theme.fontSizes.sm });

export interface AdminDateTimeFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** A datetime-local value, e.g. '2026-05-01T18:00'. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A date and time in the operator's time zone (datetime-local), with its hint and error linked. */
export function AdminDateTimeField({
  label,
  hint,
  error,
  value,
  onChange,
  disabled,
}: AdminDateTimeFieldProps) {
  const theme = useTheme();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div css={css({ display: 'grid', gap: theme.space[2] })}>
      <label htmlFor={id} css={labelStyle(theme)}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        css={inputStyle(theme, Boolean(error))}
      />
      {hint ? <AdminFieldHint id={`${id}-hint`}>{hint}</AdminFieldHint> : null}
      {error ? <AdminFieldError id={`${id}-error`}>{error}</AdminFieldError> : null}
    </div>
  );
}

/** The image types the server takes. */
export const adminImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export interface AdminImageFieldProps {
  /** The field's name (it names the file button too). */
  label: string;
  /** The picture shown now (the uploaded one, else the game's). */
  src: string;
  /** The preview's alternative text. */
  alt: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  /** An upload is under way: the picker is disabled and the hint says so. */
  uploading?: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** Shown when set: goes back to the default picture. */
  onReset?: (() => void) | undefined;
}

/**
 * An image upload for the console: the preview (16:9), the file picker (FileField: a button in the
 * operator's language, PNG, JPEG or WebP), its hint ("Uploading…" while busy), an error, and "Use the
 * game's image" when a custom one is set.
 */
export function AdminImageField({
  label,
  src,
  alt,
  hint,
  error,
  uploading = false,
  disabled = false,
  onFile,
  onReset,
}: AdminImageFieldProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // The file chosen here, by name, until the default picture is back (FileField shows it by the button).
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div css={css({ display: 'grid', gap: theme.space[2], justifyItems: 'start' })}>
      <FileField
        label={label}
        accept={adminImageTypes.join(',')}
        disabled={disabled}
        loading={uploading}
        fileName={chosen}
        placeholder={null}
        hint={
          uploading ? t('admin.challenges.form.uploading') : (hint ?? t('admin.challenges.form.imageHint'))
        }
        error={error}
        preview={
          <img
            src={src}
            alt={alt}
            css={css({
              inlineSize: 160,
              blockSize: 90,
              objectFit: 'cover',
              borderRadius: theme.radii.md,
              border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
              background: theme.colors.surfaceRaised,
            })}
          />
        }
        onFile={(file) => {
          setChosen(file.name);
          onFile(file);
        }}
      />
      {onReset ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setChosen(null);
            onReset();
          }}
          disabled={disabled}
        >
          {t('admin.challenges.form.useGameImage')}
        </Button>
      ) : null}
    </div>
  );
}
