import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Where a bar sticks: under the site's sticky header (its 64 px row and hairline, SiteHeader). */
export const stickyActionTop = '65px';

export interface StickyActionProps {
  title: string;
  /** The prize pool's value, e.g. '$150.00'. */
  prizePool: string;
  /** The Join button. */
  children: ReactNode;
}

/**
 * The challenge's Join kept in reach (issue 34): a bar right under the stage that stays under the site
 * header while the page scrolls, on a phone as on a desktop, with the title and the prize pool beside the
 * button. The button comes right after the stage in reading and tab order.
 */
export function StickyAction({ title, prizePool, children }: StickyActionProps) {
  const theme = useTheme();
  return (
    <div
      data-sticky-action=""
      css={css`
        position: sticky;
        inset-block-start: ${stickyActionTop};
        z-index: 5;
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: ${theme.space[3]};
        padding: ${theme.space[2]} ${theme.space[3]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        box-shadow: 0 8px 24px rgba(0, 0, 0, 0.35);
      `}
    >
      <p css={{ margin: 0, minInlineSize: 0, display: 'grid' }}>
        <bdi
          css={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontWeight: theme.fontWeights.semibold,
            fontSize: theme.fontSizes.sm,
          }}
        >
          {title}
        </bdi>
        <bdi
          css={{
            fontFamily: theme.fonts.display,
            fontWeight: theme.fontWeights.bold,
            color: theme.colors.prizeGold,
            justifySelf: 'start',
          }}
        >
          {prizePool}
        </bdi>
      </p>
      <div css={{ flexShrink: 0 }}>{children}</div>
    </div>
  );
}
