import { Icon } from '../Icon';

/** A gold coin with a G; drawn with currentColor so the amount's colour carries it. */
export function GCoinIcon() {
  return (
    <Icon>
      <svg viewBox="0 0 24 24" fill="none" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="currentColor" opacity="0.25" />
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M15.5 9.2A4 4 0 1 0 16 13h-3.5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}

/** A faceted crystal. */
export function CrystalIcon() {
  return (
    <Icon>
      <svg viewBox="0 0 24 24" fill="none" focusable="false">
        <path d="M12 2.5 19.5 9 12 21.5 4.5 9Z" fill="currentColor" opacity="0.25" />
        <path
          d="M12 2.5 19.5 9 12 21.5 4.5 9ZM4.5 9h15M12 2.5 9 9l3 12.5L15 9Z"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}
