import { css, useTheme } from '@emotion/react';
import { WarningIcon } from '../Icon';

export interface VoidedNoticeProps {
  /** Why, in the reader's words, e.g. 'Voided: too few players'. */
  title: string;
  /** What happened to the money, e.g. 'Entry fees refunded' or 'Free to enter: nothing to refund'. */
  refund: string;
  /** The longer explanation, shown on the challenge page only. */
  detail?: string;
  /** `card`: one compact line under a card's title; `page`: the notice at the top of the challenge page. */
  variant?: 'card' | 'page';
}

/**
 * A challenge the lifecycle voided (decision 0029): why, and that the entry fees came back. It is a
 * plain note (no live region): it is what the challenge is, not news arriving while the reader looks.
 */
export function VoidedNotice({ title, refund, detail, variant = 'page' }: VoidedNoticeProps) {
  const theme = useTheme();
  if (variant === 'card') {
    return (
      <p
        data-voided="card"
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space[1]} ${theme.space[2]};
          margin: 0;
          padding-block: ${theme.space[1]};
          padding-inline: ${theme.space[2]};
          border-inline-start: ${theme.space[1]} solid ${theme.colors.warning};
          border-radius: ${theme.radii.sm};
          background: ${theme.colors.surfaceRaised};
          color: ${theme.colors.text};
          font-size: ${theme.fontSizes.xs};
          line-height: ${theme.lineHeights.tight};
        `}
      >
        <span css={{ color: theme.colors.warning, display: 'inline-flex' }}>
          <WarningIcon />
        </span>
        <strong css={{ fontWeight: theme.fontWeights.semibold }}>{title}</strong>
        <span css={{ color: theme.colors.textMuted }}>{refund}</span>
      </p>
    );
  }
  return (
    <section
      data-voided="page"
      aria-label={title}
      css={css`
        display: flex;
        align-items: flex-start;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-inline-start: ${theme.space[1]} solid ${theme.colors.warning};
        border-radius: ${theme.radii.md};
        background: ${theme.colors.surfaceRaised};
        color: ${theme.colors.text};
      `}
    >
      <span
        css={{ color: theme.colors.warning, display: 'inline-flex', paddingBlockStart: theme.space[0.5] }}
      >
        <WarningIcon />
      </span>
      <div css={{ display: 'grid', gap: theme.space[1], minInlineSize: 0 }}>
        <p css={{ margin: 0, fontWeight: theme.fontWeights.semibold }}>{title}</p>
        {detail ? <p css={{ margin: 0, color: theme.colors.textMuted }}>{detail}</p> : null}
        <p css={{ margin: 0 }}>{refund}</p>
      </div>
    </section>
  );
}
