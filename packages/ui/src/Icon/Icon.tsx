import { css } from '@emotion/react';
import type { ReactNode } from 'react';

export interface IconProps {
  /** An SVG drawn on a 24 × 24 box with `currentColor`. */
  children: ReactNode;
  /** Mirror in right-to-left text: for icons that point (arrows, chevrons), not logos. */
  flipInRtl?: boolean;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  size?: '1em' | '1.25em' | '1.5em';
}

const base = css`
  display: inline-flex;
  flex-shrink: 0;
  & > svg {
    width: 100%;
    height: 100%;
  }
`;
const flip = css`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export function Icon({ children, flipInRtl = false, label, size = '1.25em' }: IconProps) {
  return (
    <span
      css={[base, flipInRtl && flip, { width: size, height: size }]}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </span>
  );
}

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** Points in the reading direction (flips in RTL). */
export function ArrowForwardIcon() {
  return (
    <Icon flipInRtl>
      <svg {...svgProps}>
        <path d="M5 12h14M13 6l6 6-6 6" />
      </svg>
    </Icon>
  );
}

/** Points in the reading direction (flips in RTL). */
export function ChevronForwardIcon() {
  return (
    <Icon flipInRtl>
      <svg {...svgProps}>
        <path d="M9 6l6 6-6 6" />
      </svg>
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </Icon>
  );
}
