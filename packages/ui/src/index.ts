// The public face of @arena/ui: every export is listed here by name.
export { ArenaThemeProvider, type ArenaThemeProviderProps } from './ArenaThemeProvider';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Card, type CardImage, type CardProps } from './Card';
export {
  Countdown,
  remainingParts,
  type CountdownProps,
  type CountdownUnitLabels,
  type RemainingParts,
} from './Countdown';
export { Dialog, type DialogProps } from './Dialog';
export { ArrowForwardIcon, ChevronForwardIcon, CloseIcon, Icon, type IconProps } from './Icon';
export { Link, type LinkProps } from './Link';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Spinner, type SpinnerProps } from './Spinner';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
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
