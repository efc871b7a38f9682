// Semantic layer (STYLE.md §4, layer two): what a colour is for. Components read only these names.
import {
  avatarSize,
  borderWidth,
  breakpoint,
  duration,
  fontSize,
  fontWeight,
  lineHeight,
  palette,
  radius,
  space,
  touchTarget,
} from './tokens';
import { fontStacksFor, type FontStacks } from './fonts';
import { directionFor, scriptFor, type Direction, type Lang } from './language';

const colors = {
  background: palette.ink950,
  surface: palette.ink900,
  surfaceRaised: palette.ink850,
  surfaceHover: palette.ink800,
  border: palette.ink700,
  text: palette.ink100,
  textMuted: palette.ink300,
  // Electric violet: 7.1:1 under dark text, 5.9:1 or better as text on every surface (ADR 0005).
  accent: palette.violet400,
  accentHover: palette.violet300,
  onAccent: palette.ink950,
  focusRing: palette.violet300,
  success: palette.green400,
  warning: palette.amber400,
  danger: palette.red400,
  /** Text on any tone colour below (all are light enough for dark text at 5:1 or more). */
  onTone: palette.ink950,
  gcoin: palette.gold,
  crystal: palette.skillCyan,
  // spec §3 currentTier.color
  tierRookie: palette.rookie,
  tierBronze: palette.bronze,
  tierSilver: palette.silver,
  tierGold: palette.gold,
  tierPlatinum: palette.platinum,
  tierDiamond: palette.diamond,
  tierMaster: palette.master,
  tierLegend: palette.legend,
  // spec §2: skill levels 1-18 in six groups of three
  skill1: palette.skillGreen,
  skill2: palette.skillCyan,
  skill3: palette.skillBlue,
  skill4: palette.skillViolet,
  skill5: palette.skillAmber,
  skill6: palette.skillRose,
  // spec §9: rank 1 gold, 2 silver, 3 bronze
  prizeGold: palette.gold,
  prizeSilver: palette.silver,
  prizeBronze: palette.bronze,
  // Logo art only (sign-in buttons), never text or fills of our own.
  brandGoogleBlue: palette.googleBlue,
  brandGoogleGreen: palette.googleGreen,
  brandGoogleYellow: palette.googleYellow,
  brandGoogleRed: palette.googleRed,
  brandDiscord: palette.discordBlurple,
  scrimStart: palette.scrimStart,
  scrimEnd: palette.scrimEnd,
  backdrop: palette.backdrop,
} as const;

export type ColorName = keyof typeof colors;

export type TierColorName =
  | 'tierRookie'
  | 'tierBronze'
  | 'tierSilver'
  | 'tierGold'
  | 'tierPlatinum'
  | 'tierDiamond'
  | 'tierMaster'
  | 'tierLegend';
export type SkillColorName = 'skill1' | 'skill2' | 'skill3' | 'skill4' | 'skill5' | 'skill6';
export type PrizeColorName = 'prizeGold' | 'prizeSilver' | 'prizeBronze';

/** Colours that can mark a thing (badge fill, card border, progress fill); all carry `onTone` text. */
export type ToneName =
  | 'accent'
  | 'success'
  | 'warning'
  | 'danger'
  | 'gcoin'
  | 'crystal'
  | TierColorName
  | SkillColorName
  | PrizeColorName;

export interface ArenaTheme {
  lang: Lang;
  direction: Direction;
  colors: typeof colors;
  space: typeof space;
  radii: typeof radius;
  fontSizes: typeof fontSize;
  fontWeights: typeof fontWeight;
  lineHeights: { body: number; tight: number };
  fonts: FontStacks;
  borderWidths: typeof borderWidth;
  durations: typeof duration;
  touchTarget: string;
  /** Fixed component sizes. */
  sizes: { avatar: typeof avatarSize };
  /** Min-width media queries, mobile first. */
  media: { tablet: string; desktop: string };
}

/** The theme for one language: only fonts, line heights and direction change between languages. */
export function createTheme(lang: Lang): ArenaTheme {
  const nastaliq = scriptFor(lang) === 'nastaliq';
  return {
    lang,
    direction: directionFor(lang),
    colors,
    space,
    radii: radius,
    fontSizes: fontSize,
    fontWeights: fontWeight,
    lineHeights: nastaliq
      ? { body: lineHeight.nastaliq, tight: lineHeight.nastaliqTight }
      : { body: lineHeight.body, tight: lineHeight.tight },
    fonts: fontStacksFor(lang),
    borderWidths: borderWidth,
    durations: duration,
    touchTarget,
    sizes: { avatar: avatarSize },
    media: {
      tablet: `@media (min-width: ${breakpoint.tablet}px)`,
      desktop: `@media (min-width: ${breakpoint.desktop}px)`,
    },
  };
}

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be merged with the app's theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ArenaTheme {}
}
