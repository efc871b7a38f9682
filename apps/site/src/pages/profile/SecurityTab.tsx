import { errorMessage } from '@arena/api-client';
import type { User } from '@arena/contract';
import { canSubmitPasswordChange } from '@arena/domain';
import { earningsPrivacyMachine, passwordChangeMachine, signOutEverywhereMachine } from '@arena/machines';
import type { PasswordField } from '@arena/machines';
import {
  MessageBanner,
  PasswordChangeForm,
  SecurityTips,
  SettingsNote,
  SettingsSection,
  SignOutEverywhere,
  Stack,
  Switch,
} from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { useSession } from '../../session/SessionProvider';
import { SessionsSection } from './SessionsSection';

const fields: PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** spec §2 Security tab: earnings privacy, password change (local accounts only), tips. */
export function SecurityTab({ user, onChanged }: { user: User; onChanged: () => void }) {
  const api = useApi();
  const { t } = useTranslation();
  const { privacy, password, signOutEverywhere } = useMemo(
    () => ({
      privacy: earningsPrivacyMachine.provide({
        actors: {
          saveEarningsPrivacy: fromPromise(async ({ input }) => {
            try {
              const answer = await api.setEarningsPrivacy(input.earningsPrivate);
              return { earningsPrivate: answer.data.user.earningsPrivate };
            } catch (error) {
              throw errorMessage(error, 'setEarningsPrivacy');
            }
          }),
        },
      }),
      password: passwordChangeMachine.provide({
        actors: {
          changePassword: fromPromise(async ({ input }) => {
            try {
              return { message: (await api.changePassword(input)).message };
            } catch (error) {
              throw errorMessage(error, 'changePassword');
            }
          }),
        },
      }),
      signOutEverywhere: signOutEverywhereMachine.provide({
        actors: {
          signOutEverywhere: fromPromise(async () => {
            try {
              await api.logoutAll();
            } catch (error) {
              throw errorMessage(error, 'logoutAll');
            }
          }),
        },
      }),
    }),
    [api],
  );
  const text = useMessageText();
  const [privacyState, sendPrivacy] = useMachine(privacy, {
    input: { earningsPrivate: user.earningsPrivate },
  });
  const [passwordState, sendPassword] = useMachine(password, { input: { provider: user.provider } });
  const values = passwordState.context;
  const [everywhereState, sendEverywhere] = useMachine(signOutEverywhere);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const signedOutEverywhere = everywhereState.matches('signedOut');
  const leaving = useRef(false);
  useEffect(() => {
    // Every session has ended on the server; this browser forgets its token and goes to /join (spec §2).
    if (!signedOutEverywhere || leaving.current) return;
    leaving.current = true;
    signOut();
    void navigate(paths.join.pattern);
  }, [signedOutEverywhere, signOut, navigate]);

  return (
    <Stack>
      <SettingsSection title={t('profile.security.privacyTitle')}>
        <Switch
          label={t('profile.security.hideEarnings')}
          description={t('profile.security.hideEarningsHint')}
          checked={privacyState.context.earningsPrivate}
          pending={privacyState.matches('saving')}
          onChange={() => {
            sendPrivacy({ type: 'privacy.toggle' });
            onChanged();
          }}
        />
        {privacyState.context.error ? (
          <MessageBanner tone="error">{text(privacyState.context.error)}</MessageBanner>
        ) : null}
      </SettingsSection>
      <SettingsSection title={t('profile.security.passwordTitle')}>
        {passwordState.matches('notAvailable') ? (
          <SettingsNote>
            {t('profile.security.thirdParty', {
              provider: user.provider === 'google' ? 'Google' : 'Discord',
            })}
          </SettingsNote>
        ) : (
          <PasswordChangeForm
            canSubmit={canSubmitPasswordChange(values)}
            onValuesChange={(next) => {
              for (const field of fields) {
                if (next[field] !== values[field])
                  sendPassword({ type: 'form.change', field, value: next[field] });
              }
            }}
            onSubmit={() => sendPassword({ type: 'form.submit' })}
            submitting={passwordState.hasTag('submitting')}
            fieldErrors={Object.fromEntries(
              Object.entries(values.fieldErrors).map(([field, message]) => [field, text(message)]),
            )}
            error={text(values.error)}
            success={
              passwordState.matches('success')
                ? (text(values.success) ?? t('profile.security.changed'))
                : undefined
            }
          />
        )}
      </SettingsSection>
      <SessionsSection />
      <SettingsSection title={t('profile.security.signOutEverywhere.title')}>
        <SignOutEverywhere
          onConfirm={() => sendEverywhere({ type: 'signOut.confirm' })}
          busy={everywhereState.hasTag('submitting') || signedOutEverywhere}
          error={text(everywhereState.context.error)}
        />
      </SettingsSection>
      <SecurityTips />
    </Stack>
  );
}
