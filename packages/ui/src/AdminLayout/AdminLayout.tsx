import { css, useTheme } from '@emotion/react';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';

/**
 * The operator console's layout pieces: stacks, toolbars, titled sections, a facts list and the
 * left-to-right islands (ids, emails, codes) that keep their order inside Arabic and Urdu pages.
 * Pages in `apps/site/src/pages/admin` assemble these instead of styling their own boxes.
 */

type Gap = 'sm' | 'md' | 'lg';

/** A vertical stack of blocks (`gap` sm, md or lg). */
export function AdminStack({ gap = 'md', children }: { gap?: Gap; children: ReactNode }) {
  const theme = useTheme();
  const size = { sm: theme.space[2], md: theme.space[4], lg: theme.space[6] }[gap];
  return <div css={css({ display: 'grid', gap: size, minInlineSize: 0 })}>{children}</div>;
}

/**
 * Two columns. `thirds` (default): from desktop width the main block twice the side one. `aside`: the
 * main block and a 20rem side panel once the console's content is 64rem wide (a 1440 px screen), so
 * the main block's table keeps its columns whole; narrower, the side panel goes under the main block.
 */
export function AdminColumns({
  variant = 'thirds',
  children,
}: {
  variant?: 'thirds' | 'aside';
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div
      css={css({
        display: 'grid',
        gap: theme.space[4],
        alignItems: 'start',
        minInlineSize: 0,
        ...(variant === 'aside'
          ? { '@container (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } }
          : { [theme.media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } }),
      })}
    >
      {children}
    </div>
  );
}

/** Filters and controls in a wrapping row, aligned on their bottom edge. */
export function AdminToolbar({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space[3],
        alignItems: 'end',
        '& > *': { minInlineSize: '12rem' },
      })}
    >
      {children}
    </div>
  );
}

/** A row of buttons or links (wraps, never breaks a button's words). */
export function AdminActions({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2] })}>
      {children}
    </div>
  );
}

/** A section's h2 above a table. */
export function AdminSectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <h2 id={id} css={css({ margin: 0, fontSize: theme.fontSizes.lg })}>
      {children}
    </h2>
  );
}

export interface AdminSectionProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Lets a page move focus to the heading (it becomes focusable by script). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled surface (a region named by its h2), e.g. the passport under review or a player's profile. */
export function AdminSection({ title, subtitle, headingRef, children }: AdminSectionProps) {
  const theme = useTheme();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={css({
        display: 'grid',
        gap: theme.space[4],
        padding: theme.space[4],
        minInlineSize: 0,
        background: theme.colors.surface,
        border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        [theme.media.tablet]: { padding: theme.space[5] },
      })}
    >
      <div>
        <h2
          id={id}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          css={css({ margin: 0, fontSize: theme.fontSizes.xl })}
        >
          {title}
        </h2>
        {subtitle ? (
          <p css={css({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
            {subtitle}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A block without a surface: a heading (h2, naming the region when `labelled`) over its content. */
export function AdminBlock({
  title,
  labelled = true,
  children,
}: {
  title: ReactNode;
  /** False when the content names its own region (a table), so two regions do not share a name. */
  labelled?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const id = useId();
  return (
    <section
      aria-labelledby={labelled ? id : undefined}
      css={css({ display: 'grid', gap: theme.space[3], minInlineSize: 0 })}
    >
      <AdminSectionHeading id={id}>{title}</AdminSectionHeading>
      {children}
    </section>
  );
}

export interface AdminFact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

/** Label–value pairs (a description list): the label muted, the value wrapping anywhere. */
export function AdminFacts({ items }: { items: readonly AdminFact[] }) {
  const theme = useTheme();
  return (
    <dl
      css={css({
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: `${theme.space[2]} ${theme.space[4]}`,
        margin: 0,
        '& dt': { color: theme.colors.textMuted },
        '& dd': { margin: 0, overflowWrap: 'anywhere' },
      })}
    >
      {items.map((item) => (
        <div key={item.id} css={css({ display: 'contents' })}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Ids, emails, tags and amounts stay left-to-right inside right-to-left pages. */
export function AdminLtr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" css={css({ direction: 'ltr', unicodeBidi: 'isolate' })}>
      {children}
    </bdi>
  );
}

/** A machine word (an action name, a target type) as code, left to right. */
export function AdminCode({ children }: { children: ReactNode }) {
  return (
    <code dir="ltr" translate="no" css={css({ direction: 'ltr', unicodeBidi: 'isolate' })}>
      {children}
    </code>
  );
}

/** Secondary text: a hint, a date under a name, "Loading…". */
export function AdminMuted({ children, role }: { children: ReactNode; role?: 'status' }) {
  const theme = useTheme();
  return (
    <span role={role} css={css({ color: theme.colors.textMuted })}>
      {children}
    </span>
  );
}

/** A plain bullet list (e.g. the ledger's problems inside an error banner). */
export function AdminBulletList({ items }: { items: readonly string[] }) {
  return (
    <ul css={css({ margin: 0, paddingInlineStart: '1.25rem' })}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export interface AdminFilterFormProps {
  /** Names the form (role search). */
  label: string;
  onSubmit: () => void;
  /** `grid`: up to four fields a row, then the buttons (audit log); `inline`: one wrapping row (dates). */
  layout?: 'grid' | 'inline';
  children: ReactNode;
}

/** A filter form: its fields and buttons; submitting applies the filters (no page reload). */
export function AdminFilterForm({ label, onSubmit, layout = 'inline', children }: AdminFilterFormProps) {
  const theme = useTheme();
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      css={css(
        layout === 'grid'
          ? {
              display: 'grid',
              gap: theme.space[3],
              alignItems: 'end',
              [theme.media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
              [theme.media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' },
            }
          : { display: 'flex', flexWrap: 'wrap', gap: theme.space[3], alignItems: 'end' },
      )}
    >
      {children}
    </form>
  );
}
