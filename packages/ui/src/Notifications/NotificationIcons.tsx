import { Icon } from '../Icon';

// Line glyphs on the 24 × 24 box (the Icon set's style), one per kind of inbox entry and the header bell.
// Decorative: the entry's words and kind label say what it is.
const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** The header bell. */
export function BellIcon({ size = '1.5em' }: { size?: '1em' | '1.25em' | '1.5em' }) {
  return (
    <Icon size={size}>
      <svg {...svgProps}>
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
        <path d="M10 21h4" />
      </svg>
    </Icon>
  );
}

/** A challenge started: a play mark. */
export function StartedIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M10 8.5v7l5.5-3.5-5.5-3.5Z" />
      </svg>
    </Icon>
  );
}

/** A challenge ends within the hour: an hourglass. */
export function EndingIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
      </svg>
    </Icon>
  );
}

/** A result: a trophy. */
export function ResultIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
        <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M9 20h6M10 17h4" />
      </svg>
    </Icon>
  );
}

/** A challenge voided: a crossed circle. */
export function VoidedIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M5.6 5.6l12.8 12.8" />
      </svg>
    </Icon>
  );
}

/** Overtaken on a leaderboard (decision 0071): a line stepping down, an arrow going past above it. */
export function OvertakenIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M3 17h5l3 3h10" />
        <path d="M3 8h14M13 4l4 4-4 4" />
      </svg>
    </Icon>
  );
}

/** A passport verified: a shield with a tick. */
export function PassportVerifiedIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3Z" />
        <path d="M9 12l2 2 4-4" />
      </svg>
    </Icon>
  );
}

/** A passport rejected: a shield with a cross. */
export function PassportRejectedIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3Z" />
        <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" />
      </svg>
    </Icon>
  );
}

/** A payout paid: a banknote with a tick. */
export function PayoutPaidIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <rect x="3" y="6" width="18" height="12" rx="2" />
        <path d="M8.5 12l2.5 2.5 4.5-4.5" />
      </svg>
    </Icon>
  );
}

/** A payout failed and refunded: an arrow coming back. */
export function PayoutFailedIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M9 14L4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </svg>
    </Icon>
  );
}
