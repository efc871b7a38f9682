export { AuthPanel, type AuthMode, type AuthPanelProps } from './AuthPanel';
