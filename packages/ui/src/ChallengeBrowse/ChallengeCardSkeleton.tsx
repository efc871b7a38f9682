import { css, useTheme } from '@emotion/react';
import { Skeleton } from '../Skeleton';

/**
 * A challenge card while the list loads, of the card's own size (issue 34: /challenges shifted when the
 * cards arrived): the same frame, padding and gaps as ChallengeCard, the key art's 16:9 box, and each
 * line of the card as a bone one line high in the card's own type (font size × the language's line
 * height, so Urdu's taller lines are taller here too): the badges and the countdown chip (two rows on a
 * phone, as the card's wrap), the title, the prize pool, the 2 × 2 stats and the 48 px button.
 * Decorative: the region holding it says that it is busy.
 */
export function ChallengeCardSkeleton() {
  const theme = useTheme();
  const line = (fontSize: string, lineHeight: number, extra = '0px') =>
    `calc(${fontSize} * ${lineHeight} + ${extra})`;
  // A badge and a bracket: one tight xs line, 2 px padding and a hairline border above and below.
  const pill = line(theme.fontSizes.xs, theme.lineHeights.tight, '6px');
  // The countdown chip: one xs line, 4 px padding and a hairline border above and below.
  const chip = line(theme.fontSizes.xs, theme.lineHeights.body, '10px');
  const stat = (
    <div css={{ display: 'grid', gap: theme.space[0.5] }}>
      <Skeleton inlineSize="60%" blockSize={line(theme.fontSizes.xs, theme.lineHeights.body)} />
      <Skeleton inlineSize="45%" blockSize={line(theme.fontSizes.md, theme.lineHeights.body)} />
    </div>
  );
  return (
    <div
      aria-hidden="true"
      data-skeleton="challenge-card"
      css={css`
        display: flex;
        flex-direction: column;
        block-size: 100%;
        min-inline-size: 0;
        overflow: hidden;
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.accent} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <div
        css={css`
          display: flex;
          flex-direction: column;
          flex-grow: 1;
          gap: ${theme.space[3]};
          padding: ${theme.space[4]};
          ${theme.media.tablet} {
            padding: ${theme.space[5]};
          }
        `}
      >
        {/* The key art bleeds over the padding to the card's edges, as the card's GameArt does. */}
        <div
          css={css`
            display: grid;
            aspect-ratio: 16 / 9;
            margin-block-start: -${theme.space[4]};
            margin-inline: -${theme.space[4]};
            ${theme.media.tablet} {
              margin-block-start: -${theme.space[5]};
              margin-inline: -${theme.space[5]};
            }
          `}
        >
          <Skeleton shape="block" blockSize="auto" />
        </div>
        <div
          css={css`
            display: flex;
            flex-direction: column;
            flex-grow: 1;
            gap: ${theme.space[3]};
          `}
        >
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: ${theme.space[2]};
            `}
          >
            <Skeleton inlineSize="4.3rem" blockSize={pill} />
            <Skeleton inlineSize="8.9rem" blockSize={pill} />
            <span css={{ marginInlineStart: 'auto' }}>
              <Skeleton inlineSize="7.1rem" blockSize={chip} />
            </span>
          </div>
          <Skeleton inlineSize="70%" blockSize={line(theme.fontSizes.lg, theme.lineHeights.tight)} />
          <div css={{ display: 'grid', gap: theme.space[0.5] }}>
            <Skeleton inlineSize="6rem" blockSize={line(theme.fontSizes.xs, theme.lineHeights.body)} />
            <Skeleton inlineSize="7rem" blockSize={line(theme.fontSizes.xxl, 1.1)} />
          </div>
          <div
            css={css`
              display: grid;
              grid-template-columns: repeat(2, minmax(0, 1fr));
              gap: ${theme.space[3]};
            `}
          >
            {stat}
            {stat}
            {stat}
            {stat}
          </div>
          <div css={{ marginBlockStart: 'auto' }}>
            <Skeleton shape="block" blockSize="48px" />
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * `count` card skeletons laid out as ChallengeGrid lays out its cards (one column on a phone, two on a
 * tablet, three on a desktop), as one decorative block rather than a list.
 */
export function ChallengeGridSkeleton({ count = 3 }: { count?: number }) {
  const theme = useTheme();
  return (
    <div
      aria-hidden="true"
      css={{
        display: 'grid',
        gap: theme.space[4],
        gridTemplateColumns: 'minmax(0, 1fr)',
        [theme.media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [theme.media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <ChallengeCardSkeleton key={index} />
      ))}
    </div>
  );
}
