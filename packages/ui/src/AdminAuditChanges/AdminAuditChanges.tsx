import { css, useTheme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';

export interface AdminAuditChangesProps {
  /** The entry's id (names the group). */
  entryId: string | number;
  /** Names the toggle for screen readers, e.g. 'payout.approve wd_12'. */
  subject: string;
  /** The state before and after the action (any JSON); null or undefined shows "Nothing". */
  before: unknown;
  after: unknown;
  /** Starts open (stories, tests). */
  defaultOpen?: boolean;
}

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value, null, 2);
}

/**
 * One audit-log entry's changes: "Show changes" opens its before and after JSON side by side
 * (stacked on phones). JSON is code, so it stays left to right inside Arabic and Urdu pages, and each
 * side scrolls by keyboard.
 */
export function AdminAuditChanges({
  entryId,
  subject,
  before,
  after,
  defaultOpen = false,
}: AdminAuditChangesProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const toggle = t(open ? 'admin.audit.hide' : 'admin.audit.show');
  const side = (caption: string, value: unknown) => (
    <figure css={css({ margin: 0, display: 'grid', gap: theme.space[1], minInlineSize: 0 })}>
      <figcaption css={css({ fontWeight: theme.fontWeights.semibold })}>{caption}</figcaption>
      <pre
        dir="ltr"
        // A scrolling block must be reachable by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        css={css({
          margin: 0,
          padding: theme.space[3],
          direction: 'ltr',
          textAlign: 'left',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxBlockSize: '24rem',
          overflow: 'auto',
          fontFamily: theme.fonts.mono,
          fontSize: theme.fontSizes.sm,
          background: theme.colors.background,
          border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          '&:focus-visible': { outline: `${theme.borderWidths.focus} solid ${theme.colors.focusRing}` },
        })}
      >
        {json(value) ?? t('admin.audit.nothing')}
      </pre>
    </figure>
  );
  return (
    <div>
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${toggle}: ${subject}`}
        onClick={() => setOpen((was) => !was)}
      >
        {toggle}
      </Button>
      {open ? (
        <div
          id={id}
          role="group"
          aria-label={t('admin.audit.changesOf', { id: entryId })}
          // Inside its table cell (issue 34: the table never grows past its frame): before over after.
          css={css({
            display: 'grid',
            gap: theme.space[3],
            marginBlockStart: theme.space[2],
            minInlineSize: 0,
          })}
        >
          {side(t('admin.audit.before'), before)}
          {side(t('admin.audit.after'), after)}
        </div>
      ) : null}
    </div>
  );
}
