import { css, useTheme } from '@emotion/react';
import { VisuallyHidden } from '../VisuallyHidden';

interface PackPriceProps {
  price: string;
  originalPrice?: string;
  originalPriceLabel?: string;
}

/** The price now and, struck through, the price before the discount (read as its label, since <s> is silent). */
export function PackPrice({ price, originalPrice, originalPriceLabel }: PackPriceProps) {
  const theme = useTheme();
  return (
    <p
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: ${theme.space[2]};
        margin: 0;
        font-variant-numeric: tabular-nums;
      `}
    >
      <bdi css={{ fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.bold }}>{price}</bdi>
      {originalPrice ? (
        <>
          <s aria-hidden={originalPriceLabel ? true : undefined} css={{ color: theme.colors.textMuted }}>
            <bdi>{originalPrice}</bdi>
          </s>
          {originalPriceLabel ? <VisuallyHidden>{originalPriceLabel}</VisuallyHidden> : null}
        </>
      ) : null}
    </p>
  );
}
