import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../Card';

export interface SettingsSectionProps {
  /** The section's heading, e.g. 'Privacy' or 'Change password'. */
  title: ReactNode;
  children?: ReactNode;
}

/** One block of a settings tab (profile → Security): a card with an h2 heading over its content. */
export function SettingsSection({ title, children }: SettingsSectionProps) {
  const theme = useTheme();
  return (
    <Card as="section">
      <h2 css={{ margin: `0 0 ${theme.space[4]}`, fontSize: theme.fontSizes.lg }}>{title}</h2>
      {children}
    </Card>
  );
}

/** A muted line inside a settings section, e.g. why a password cannot be changed here. */
export function SettingsNote({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return <p css={{ margin: 0, color: theme.colors.textMuted }}>{children}</p>;
}

/** The security tips at the foot of profile → Security (spec §2), in the reader's language. */
export function SecurityTips() {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('profile.security.tipsTitle')}>
      <ul
        css={{
          margin: 0,
          paddingInlineStart: theme.space[6],
          display: 'grid',
          gap: theme.space[2],
          color: theme.colors.textMuted,
        }}
      >
        <li>{t('profile.security.tip1')}</li>
        <li>{t('profile.security.tip2')}</li>
        <li>{t('profile.security.tip3')}</li>
      </ul>
    </SettingsSection>
  );
}
