import { css, useTheme } from '@emotion/react';
import { Skeleton } from '../Skeleton';

/** The shape of a TransactionCard while the page loads. */
export function TransactionSkeleton() {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space[3] }}>
        <div css={{ display: 'grid', gap: theme.space[2], flex: 1 }}>
          <Skeleton inlineSize="40%" />
          <Skeleton inlineSize="75%" blockSize="0.875em" />
        </div>
        <Skeleton inlineSize="4rem" blockSize="1.25em" />
      </div>
      <Skeleton inlineSize="60%" blockSize="0.875em" />
    </div>
  );
}
