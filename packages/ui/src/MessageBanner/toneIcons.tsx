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

export function SuccessIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12.5l2.5 2.5L16 9.5" />
      </svg>
    </Icon>
  );
}

export function ErrorIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
    </Icon>
  );
}

export function InfoIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v5.5M12 7.5v.01" />
      </svg>
    </Icon>
  );
}

export function WarningIcon() {
  return (
    <Icon>
      <svg {...svgProps}>
        <path d="M12 3.5 22 20H2Z" />
        <path d="M12 10v4.5M12 17.5v.01" />
      </svg>
    </Icon>
  );
}
