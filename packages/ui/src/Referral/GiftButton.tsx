import { css, keyframes, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../Icon';

export interface GiftButtonProps {
  /** Opens the special-offer dialog. */
  onClick: () => void;
}

const ring = keyframes`
  0% { transform: scale(1); opacity: 0.7; }
  70%, 100% { transform: scale(1.45); opacity: 0; }
`;

/**
 * spec §2: the header's pulsing gift button, shown while the offer is unclaimed. The pulse is a ring
 * that grows and fades; under prefers-reduced-motion it stays still. Its name is its own
 * (referral.offer.giftButton; issue 32).
 */
export function GiftButton({ onClick }: GiftButtonProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const label = t('referral.offer.giftButton');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      css={css`
        position: relative;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        flex-shrink: 0;
        inline-size: ${theme.touchTarget};
        block-size: ${theme.touchTarget};
        padding: 0;
        border: ${theme.borderWidths.hairline} solid ${theme.colors.prizeGold};
        border-radius: 50%;
        background: ${theme.colors.surfaceRaised};
        color: ${theme.colors.prizeGold};
        font-size: ${theme.fontSizes.lg};
        cursor: pointer;
        transition: background-color ${theme.durations.fast};
        &::after {
          content: '';
          position: absolute;
          inset: calc(-1 * ${theme.borderWidths.hairline});
          border-radius: inherit;
          border: ${theme.borderWidths.accent} solid ${theme.colors.prizeGold};
          pointer-events: none;
          opacity: 0;
          animation: ${ring} 1.8s ease-out infinite;
        }
        &:hover {
          background: ${theme.colors.surfaceHover};
        }
        &:focus-visible {
          outline: ${theme.borderWidths.focus} solid ${theme.colors.focusRing};
          outline-offset: 2px;
        }
        @media (prefers-reduced-motion: reduce) {
          &::after {
            animation: none;
          }
        }
      `}
    >
      <GiftIcon />
    </button>
  );
}
