import { css, useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

export interface PanelProps {
  /** The panel's h2, which also names the section. */
  title: ReactNode;
  /** A muted line under the title, e.g. the exchange rate. */
  subtitle?: ReactNode;
  /** Space between the heading and each child. */
  gap?: 4 | 5;
  children: ReactNode;
}

/** A titled surface section of the wallet (the exchange, the withdrawal). */
export function Panel({ title, subtitle, gap = 4, children }: PanelProps) {
  const theme = useTheme();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      css={css`
        display: grid;
        gap: ${theme.space[gap]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        ${theme.media.tablet} {
          padding: ${theme.space[5]};
        }
      `}
    >
      <div>
        <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
          {title}
        </h2>
        {subtitle ? (
          <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{subtitle}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
