import { Icon } from '../Icon';

const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;

/** A passport: the status card's emblem. */
export function PassportIcon() {
  return (
    <Icon size="1.5em">
      <svg {...svgProps}>
        <rect x="5" y="3" width="14" height="18" rx="2" />
        <circle cx="12" cy="10" r="3" />
        <path d="M9 16h6" />
      </svg>
    </Icon>
  );
}

/** An arrow into a tray: the file chooser. */
export function UploadIcon() {
  return (
    <Icon size="1.5em">
      <svg {...svgProps}>
        <path d="M12 15V4M7.5 8.5L12 4l4.5 4.5" />
        <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
      </svg>
    </Icon>
  );
}

/** A page with a folded corner: the preview of a PDF. */
export function DocumentIcon() {
  return (
    <Icon size="1.5em">
      <svg {...svgProps}>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M9 13h6M9 17h4" />
      </svg>
    </Icon>
  );
}

/** A padlock: the privacy note. */
export function LockIcon() {
  return (
    <Icon size="1em">
      <svg {...svgProps}>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
    </Icon>
  );
}
