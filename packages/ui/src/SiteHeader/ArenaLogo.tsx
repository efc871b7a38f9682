/** The Arena mark: an "A" in the brand violet on a faint tile. */
export function ArenaLogo({ size = 32 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      css={{ flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="14" fill="currentColor" opacity="0.08" />
      <path d="M32 10 52 52H42l-4-9H26l-4 9H12L32 10Zm0 16-4 9h8l-4-9Z" fill="#A78BFA" />
    </svg>
  );
}
