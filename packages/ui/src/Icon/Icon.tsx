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
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** What a glyph's caller may set; each glyph has its own default size. */
export type GlyphProps = Pick<IconProps, 'label' | 'size'>;

/** A line glyph on the 24 × 24 box; `light` strokes are for the large emblems of empty states. */
function Glyph({
  children,
  flipInRtl,
  label,
  size,
  stroke = 'regular',
}: IconProps & { stroke?: 'regular' | 'light' }) {
  return (
    <Icon flipInRtl={flipInRtl} label={label} size={size}>
      <svg {...svgProps} strokeWidth={stroke === 'light' ? 1.6 : 2}>
        {children}
      </svg>
    </Icon>
  );
}

/** Points in the reading direction (flips in RTL). */
export function ArrowForwardIcon(props: GlyphProps) {
  return (
    <Glyph flipInRtl {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Glyph>
  );
}

/** Points in the reading direction (flips in RTL). */
export function ChevronForwardIcon(props: GlyphProps) {
  return (
    <Glyph flipInRtl {...props}>
      <path d="M9 6l6 6-6 6" />
    </Glyph>
  );
}

export function CloseIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Glyph>
  );
}

/** Message tones (MessageBanner, ErrorState, PaymentResult). */
export function SuccessIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </Glyph>
  );
}

export function ErrorIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Glyph>
  );
}

export function InfoIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </Glyph>
  );
}

export function WarningIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M12 3.5 22 20H2Z" />
      <path d="M12 10v4.5M12 17.5v.01" />
    </Glyph>
  );
}

/** Two sheets: copy to the clipboard. */
export function CopyIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
    </Glyph>
  );
}

/** An arrow out of a tray: share. */
export function ShareIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
    </Glyph>
  );
}

/** A tick: done (e.g. copied). */
export function CheckIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Glyph>
  );
}

/** An empty tray: EmptyState's default emblem. */
export function TrayIcon({ size = '1.5em', ...props }: GlyphProps) {
  return (
    <Glyph stroke="light" size={size} {...props}>
      <path d="M3 13l3-8h12l3 8v6H3zM3 13h5l1 2h6l1-2h5" />
    </Glyph>
  );
}

/** A payment card. */
export function CardIcon(props: GlyphProps) {
  return (
    <Glyph stroke="light" {...props}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </Glyph>
  );
}

/** A passport: the passport status card's emblem. */
export function PassportIcon({ size = '1.5em', ...props }: GlyphProps) {
  return (
    <Glyph size={size} {...props}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10" r="3" />
      <path d="M9 16h6" />
    </Glyph>
  );
}

/** An arrow into a tray: a file chooser. */
export function UploadIcon({ size = '1.5em', ...props }: GlyphProps) {
  return (
    <Glyph size={size} {...props}>
      <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
      <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </Glyph>
  );
}

/** A page with a folded corner: the preview of a PDF. */
export function DocumentIcon({ size = '1.5em', ...props }: GlyphProps) {
  return (
    <Glyph size={size} {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </Glyph>
  );
}

/** A padlock: a privacy note. */
export function LockIcon({ size = '1em', ...props }: GlyphProps) {
  return (
    <Glyph size={size} {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Glyph>
  );
}

/** A wrapped present: the special offer (header gift button, offer dialog). */
export function GiftIcon(props: GlyphProps) {
  return (
    <Glyph {...props}>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8c-1.5-3.5-5.5-4-5.5-1.5C6.5 8 9 8 12 8zM12 8c1.5-3.5 5.5-4 5.5-1.5C17.5 8 15 8 12 8z" />
    </Glyph>
  );
}
