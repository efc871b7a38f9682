export { AdminLanguageTabs, type AdminLanguageTabsProps } from './AdminLanguageTabs';
