import { css, keyframes, useTheme } from '@emotion/react';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

export interface SkeletonProps {
  /** CSS length, e.g. '100%' or '4ch'. */
  inlineSize?: string;
  blockSize?: string;
  shape?: 'text' | 'block' | 'circle';
}

/** A decorative placeholder; the region that holds it says it is busy (aria-busy plus a label). */
export function Skeleton({ inlineSize = '100%', blockSize = '1em', shape = 'text' }: SkeletonProps) {
  const theme = useTheme();
  const radius = shape === 'circle' ? '50%' : shape === 'block' ? theme.radii.md : theme.radii.sm;
  return (
    <span
      aria-hidden="true"
      css={css`
        display: block;
        inline-size: ${inlineSize};
        block-size: ${blockSize};
        flex-shrink: 0;
        border-radius: ${radius};
        background: ${theme.colors.surfaceHover};
        animation: ${pulse} 1.6s ease-in-out infinite;
        @media (prefers-reduced-motion: reduce) {
          animation: none !important;
        }
      `}
    />
  );
}
