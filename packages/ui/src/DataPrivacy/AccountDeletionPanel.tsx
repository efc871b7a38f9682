import { formatCount } from '@arena/domain';
import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { MessageBanner } from '../MessageBanner';
import { SettingsSection } from '../SettingsSection';
import { TextField } from '../TextField';

export interface AccountDeletionLosses {
  crystals: number;
  gCoins: number;
  xp: number;
  /** Challenges the player entered. */
  challenges: number;
}

export interface AccountDeletionPanelProps {
  losses: AccountDeletionLosses;
  /** The account signs in with a password; otherwise the panel asks for a fresh sign-in instead. */
  hasPassword: boolean;
  /** A withdrawal is being paid: the panel explains and offers nothing to submit. */
  pendingWithdrawal?: boolean;
  password: string;
  onPasswordChange: (value: string) => void;
  acknowledged: boolean;
  onAcknowledgedChange: (value: boolean) => void;
  /** Both the acknowledgement and (when needed) the password are given. */
  canSubmit: boolean;
  /** The confirmation dialog is open. */
  confirming: boolean;
  onRequest: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
  /** The server's refusal (wrong password, sign in again …), in the reader's language. */
  error?: ReactNode;
}

/** Profile → Privacy: what deleting the account loses, the password, and a confirmation (issue 30). */
export function AccountDeletionPanel(props: AccountDeletionPanelProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const ackId = useId();
  const { losses } = props;
  const lines = [
    ...(losses.crystals > 0
      ? [
          t('profile.privacy.delete.crystals', {
            count: losses.crystals,
            formatted: formatCount(losses.crystals),
          }),
        ]
      : []),
    ...(losses.gCoins > 0
      ? [t('profile.privacy.delete.gCoins', { count: losses.gCoins, formatted: formatCount(losses.gCoins) })]
      : []),
    t('profile.privacy.delete.xp', { count: losses.xp, formatted: formatCount(losses.xp) }),
    t('profile.privacy.delete.challenges', { count: losses.challenges }),
  ];
  return (
    <SettingsSection title={t('profile.privacy.delete.title')}>
      <div css={{ display: 'grid', gap: theme.space[4] }}>
        <p css={{ margin: 0 }}>{t('profile.privacy.delete.body')}</p>
        <ul css={{ margin: 0, paddingInlineStart: theme.space[5], display: 'grid', gap: theme.space[1] }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('profile.privacy.delete.kept')}</p>
        {props.pendingWithdrawal ? (
          <MessageBanner tone="warning" role="none">
            {t('profile.privacy.delete.pendingWithdrawal')}
          </MessageBanner>
        ) : (
          <form
            css={{ display: 'grid', gap: theme.space[4], justifyItems: 'start' }}
            onSubmit={(event) => {
              event.preventDefault();
              if (props.canSubmit) props.onRequest();
            }}
          >
            {props.hasPassword ? (
              <div css={{ justifySelf: 'stretch' }}>
                <TextField
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  label={t('profile.privacy.delete.password')}
                  hint={t('profile.privacy.delete.passwordHint')}
                  value={props.password}
                  onChange={(value) => props.onPasswordChange(value)}
                  error={props.error && !props.confirming ? props.error : undefined}
                />
              </div>
            ) : (
              <p css={{ margin: 0 }}>{t('profile.privacy.delete.freshSignIn')}</p>
            )}
            {!props.hasPassword && props.error && !props.confirming ? (
              <MessageBanner tone="error">{props.error}</MessageBanner>
            ) : null}
            <div css={{ display: 'flex', gap: theme.space[2], alignItems: 'center' }}>
              <input
                id={ackId}
                type="checkbox"
                checked={props.acknowledged}
                onChange={(event) => props.onAcknowledgedChange(event.target.checked)}
                css={{
                  inlineSize: '1.25rem',
                  blockSize: '1.25rem',
                  accentColor: theme.colors.danger,
                  margin: 0,
                }}
              />
              <label htmlFor={ackId}>{t('profile.privacy.delete.acknowledge')}</label>
            </div>
            <Button type="submit" variant="danger" disabled={!props.canSubmit}>
              {t('profile.privacy.delete.submit')}
            </Button>
          </form>
        )}
      </div>
      <ConfirmDialog
        open={props.confirming || Boolean(props.busy)}
        tone="danger"
        title={t('profile.privacy.delete.dialogTitle')}
        description={t('profile.privacy.delete.dialogBody')}
        confirmLabel={t('profile.privacy.delete.confirm')}
        cancelLabel={t('profile.privacy.delete.cancel')}
        closeLabel={t('common.dismiss')}
        busy={props.busy}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </SettingsSection>
  );
}
