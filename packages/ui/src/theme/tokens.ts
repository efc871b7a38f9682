// Base scales (STYLE.md §4, layer one). Components never read these directly: theme.ts maps them
// to semantic names, and exposes the scales through the Emotion theme.

/** Spacing scale in px, on a 4 px grid. */
export const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const;

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  pill: '999px',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

/** Only the weights whose font files are imported (see fonts.ts). */
export const fontWeight = {
  regular: 400,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeight = {
  tight: 1.2,
  body: 1.5,
  /** Noto Nastaliq Urdu has tall ascenders and deep descenders. */
  nastaliq: 2.1,
  nastaliqTight: 1.8,
} as const;

/** Mobile first: 360 px is the design width, then these two breakpoints (DESIGN.md). */
export const breakpoint = {
  tablet: 768,
  desktop: 1200,
} as const;

/** Avatar diameters. */
export const avatarSize = {
  sm: '32px',
  md: '48px',
  lg: '64px',
  xl: '96px',
} as const;

/** Minimum touch target (DESIGN.md: at least 44 × 44 px). */
export const touchTarget = '44px';

export const borderWidth = {
  hairline: '1px',
  accent: '2px',
  focus: '2px',
} as const;

export const duration = {
  fast: '120ms',
  base: '200ms',
  slow: '600ms',
} as const;

/** Raw palette. Names describe the colour, never its use. */
export const palette = {
  ink950: '#0B0F1A',
  ink900: '#121829',
  ink850: '#1A2236',
  ink800: '#222B42',
  ink700: '#27314A',
  ink100: '#E8ECF5',
  ink300: '#9AA6C2',
  violet400: '#A98BFF',
  violet300: '#BDA6FF',
  green400: '#4ADE80',
  amber400: '#FBBF24',
  red400: '#F87171',
  // Fixed values shared with @arena/domain (tiers, skill groups, prizes).
  rookie: '#9AA6C2',
  bronze: '#CD7F32',
  silver: '#C0C7D2',
  gold: '#F5C542',
  platinum: '#4FD1C5',
  diamond: '#60A5FA',
  master: '#C084FC',
  legend: '#FF6B6B',
  skillGreen: '#4ADE80',
  skillCyan: '#22D3EE',
  skillBlue: '#60A5FA',
  skillViolet: '#A78BFA',
  skillAmber: '#F59E0B',
  skillRose: '#F43F5E',
  // Third-party sign-in logos keep their owners' colours (brand guidelines).
  googleBlue: '#4285F4',
  googleGreen: '#34A853',
  googleYellow: '#FBBC05',
  googleRed: '#EA4335',
  discordBlurple: '#5865F2',
  scrimStart: 'rgba(11, 15, 26, 0)',
  scrimEnd: 'rgba(11, 15, 26, 0.92)',
  backdrop: 'rgba(5, 7, 13, 0.72)',
} as const;
