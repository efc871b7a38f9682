export { ArrowForwardIcon, ChevronForwardIcon, CloseIcon, Icon, type IconProps } from './Icon';
