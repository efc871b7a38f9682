// The public face of @arena/ui: every export is listed here by name.
export { ArenaThemeProvider, type ArenaThemeProviderProps } from './ArenaThemeProvider';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { ArrowForwardIcon, ChevronForwardIcon, CloseIcon, Icon, type IconProps } from './Icon';
export { Link, type LinkProps } from './Link';
export { Spinner, type SpinnerProps } from './Spinner';
export { TextField, type TextFieldProps } from './TextField';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { fontFacesFor, fontStacksFor, type FontStacks } from './theme/fonts';
export { directionFor, langs, type Direction, type Lang } from './theme/language';
export {
  createTheme,
  type ArenaTheme,
  type ColorName,
  type PrizeColorName,
  type SkillColorName,
  type TierColorName,
  type ToneName,
} from './theme/theme';
