import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';

interface PackPriceProps {
  price: string;
  /** The price before the discount, struck through and read after 'Regular price' (store.originalPrice). */
  originalPrice?: string;
}

/** The price now and, struck through, the price before the discount (named, since <s> is silent). */
export function PackPrice({ price, originalPrice }: PackPriceProps) {
  const theme = useTheme();
  const { t } = useTranslation();
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
        <span>
          <VisuallyHidden>{`${t('store.originalPrice')} `}</VisuallyHidden>
          <s css={{ color: theme.colors.textMuted }}>
            <bdi>{originalPrice}</bdi>
          </s>
        </span>
      ) : null}
    </p>
  );
}
