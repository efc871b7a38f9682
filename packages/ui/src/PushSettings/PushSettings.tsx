import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { SettingsSection } from '../SettingsSection';
import { Spinner } from '../Spinner';
import { Switch } from '../Switch';

/** What a player can turn on and off (the server's push kinds, decision 0069). */
export const pushSwitchKinds = ['challenge_start', 'last_hours', 'overtaken', 'result', 'payout'] as const;
export type PushSwitchKind = (typeof pushSwitchKinds)[number];

/** Where this device stands (the push settings machine's device region). */
export type PushDeviceStatus =
  'loading' | 'unsupported' | 'denied' | 'off' | 'subscribing' | 'on' | 'unsubscribing' | 'error';

export interface PushSettingsProps {
  status: PushDeviceStatus;
  /** Why the last change failed, in words the caller has (the server's); the component's own otherwise. */
  error?: ReactNode;
  onEnable: () => void;
  onDisable: () => void;
  onRetry: () => void;
  /** The per-kind switches; null while they load. */
  switches: Record<PushSwitchKind, boolean> | null;
  /** The switch being saved (shows its spinner). */
  savingKind?: PushSwitchKind | null;
  /** The switches could not be loaded: their retry instead of them. */
  switchesFailed?: boolean;
  /** Why the last switch change failed (it was put back). */
  switchesError?: ReactNode;
  onToggle: (kind: PushSwitchKind) => void;
  onSwitchesRetry: () => void;
}

/**
 * The settings' Web Push section (issue 33): this device on or off, with what the browser allows, and what
 * the player wants pushed, one switch per kind. It says its own words (`push.settings` in the locale files).
 */
export function PushSettings(props: PushSettingsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const words = (key: string) => t(`push.settings.${key}`);
  return (
    <SettingsSection title={words('title')}>
      <div css={{ display: 'grid', gap: theme.space[4] }}>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{words('intro')}</p>
        <PushDevice {...props} />
        <PushSwitches {...props} />
      </div>
    </SettingsSection>
  );
}

function PushDevice({ status, error, onEnable, onDisable, onRetry }: PushSettingsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const words = (key: string) => t(`push.settings.${key}`);
  const retry = (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      {words('retry')}
    </Button>
  );
  switch (status) {
    case 'loading':
      return <Spinner label={t('common.loading')} />;
    case 'unsupported':
      return <MessageBanner tone="info">{words('unsupported')}</MessageBanner>;
    case 'denied':
      return (
        <MessageBanner tone="warning" action={retry}>
          {words('denied')}
        </MessageBanner>
      );
    case 'error':
      return (
        <MessageBanner tone="error" action={retry}>
          {error ?? words('error')}
        </MessageBanner>
      );
    default: {
      const on = status === 'on' || status === 'unsubscribing';
      const busy = status === 'subscribing' || status === 'unsubscribing';
      return (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[3] }}>
          <p role="status" css={{ margin: 0, flex: '1 1 16rem' }}>
            {busy ? words(status) : words(on ? 'on' : 'off')}
          </p>
          <Button
            variant={on ? 'secondary' : 'primary'}
            onClick={on ? onDisable : onEnable}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {words(on ? 'disable' : 'enable')}
          </Button>
        </div>
      );
    }
  }
}

function PushSwitches({
  switches,
  savingKind = null,
  switchesFailed = false,
  switchesError,
  onToggle,
  onSwitchesRetry,
}: PushSettingsProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const words = (key: string) => t(`push.settings.${key}`);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space[3] }}>
      <h3 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        {words('kindsTitle')}
      </h3>
      {switchesFailed ? (
        <MessageBanner
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={onSwitchesRetry}>
              {words('retry')}
            </Button>
          }
        >
          {words('loadError')}
        </MessageBanner>
      ) : switches === null ? (
        <Spinner label={t('common.loading')} />
      ) : (
        pushSwitchKinds.map((kind) => (
          <Switch
            key={kind}
            label={words(`kinds.${kind}`)}
            checked={switches[kind]}
            pending={savingKind === kind}
            disabled={savingKind !== null && savingKind !== kind}
            onChange={() => onToggle(kind)}
          />
        ))
      )}
      {switchesError ? <MessageBanner tone="error">{switchesError}</MessageBanner> : null}
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
        {words('kindsHint')}
      </p>
    </section>
  );
}
