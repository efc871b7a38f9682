import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../Tabs';

export type AuthMode = 'login' | 'register';

export interface AuthPanelProps {
  /** Controlled mode; pair with onModeChange. */
  mode?: AuthMode;
  /** spec §2: /join opens on the login form. */
  defaultMode?: AuthMode;
  onModeChange?: (mode: AuthMode) => void;
  /** The LoginForm. */
  login: ReactNode;
  /** The RegisterForm, or the MessageBanner that replaces it after submitting (spec §4). */
  register: ReactNode;
  /** Shown above both, e.g. the email-verified banner on /verification-success. */
  banner?: ReactNode;
}

/** /join: the login form by default, toggling to the register form (spec §2), in the reader's language. */
export function AuthPanel({
  mode,
  defaultMode = 'login',
  onModeChange,
  login,
  register,
  banner,
}: AuthPanelProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // The panel's own words (join.*, issue 32): the tab list's name and its two tabs.
  const words = { tabs: t('join.tabs'), login: t('join.login'), register: t('join.register') };
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space[4],
        padding: theme.space[5],
        background: theme.colors.surface,
        border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
      }}
    >
      {banner}
      <Tabs
        label={words.tabs}
        fullWidth
        selectedId={mode}
        defaultSelectedId={defaultMode}
        onSelect={(id) => onModeChange?.(id as AuthMode)}
        items={[
          { id: 'login', label: words.login, content: login },
          { id: 'register', label: words.register, content: register },
        ]}
      />
    </div>
  );
}
