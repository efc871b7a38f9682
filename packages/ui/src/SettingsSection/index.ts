export { SecurityTips, SettingsNote, SettingsSection, type SettingsSectionProps } from './SettingsSection';
