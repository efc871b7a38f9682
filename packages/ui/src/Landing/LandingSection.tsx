import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface LandingSectionProps {
  /** The heading's id; the section is labelled by it (e.g. 'stats-title'). */
  titleId: string;
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * One band of the landing page: a centred display heading over its content, 1200 px wide at most.
 * Its grid column is `minmax(0, 1fr)`, so long names inside may shrink (with an ellipsis) instead of
 * widening the page.
 */
export function LandingSection({ titleId, title, intro, children }: LandingSectionProps) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={titleId}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space[6]};
        max-inline-size: 1200px;
        margin-inline: auto;
        padding: ${theme.space[12]} ${theme.space[4]} 0;
      `}
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space[2]};
          text-align: center;
        `}
      >
        <h2
          id={titleId}
          css={css`
            margin: 0;
            font-family: ${theme.fonts.display};
            font-size: ${theme.fontSizes.xxl};
            line-height: ${theme.lineHeights.tight};
          `}
        >
          {title}
        </h2>
        {intro ? (
          <p
            css={css`
              margin: 0;
              color: ${theme.colors.textMuted};
            `}
          >
            {intro}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
