export { AuthPanel, type AuthMode, type AuthPanelProps } from './AuthPanel';
export { AuthFrame, type AuthFrameProps } from './AuthFrame';
