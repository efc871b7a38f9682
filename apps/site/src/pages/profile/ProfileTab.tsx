import styled from '@emotion/styled';
import { errorMessage } from '@arena/api-client';
import { centsFromUsd, type ProfileResponse } from '@arena/contract';
import {
  displayNameMaxLength,
  formatUsdCents,
  profilePhotoUpload,
  validateProfilePhoto,
} from '@arena/domain';
import { displayNameEditMachine } from '@arena/machines';
import type { UserMessage } from '@arena/machines';
import { Button, EditableText, MessageBanner, ProfileHeader, StatGrid } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useMessageText } from '../../i18n/useMessage';
import { PlayerLevelBar } from '../../layout/PlayerLevelBar';
import { api } from '../../session/api';

type Profile = ProfileResponse['data'];

const Stack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[6] }));

const saveName = displayNameEditMachine.provide({
  actors: {
    saveDisplayName: fromPromise(async ({ input }) => {
      try {
        const answer = await api.updateName(input.name);
        return { name: answer.data.user.name, message: answer.message };
      } catch (error) {
        throw errorMessage(error, 'updateName');
      }
    }),
  },
});

function memberSince(createdAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(createdAt),
  );
}

/** spec §2 Profile tab: photo, inline display name, read-only email, member since, statistics, earnings. */
export function ProfileTab({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const { user, stats } = profile;
  const [name, sendName] = useMachine(saveName, { input: { name: user.name } });
  const [photoState, setPhotoState] = useState<{ uploading: boolean; error: UserMessage | null }>({
    uploading: false,
    error: null,
  });
  const [resend, setResend] = useState<{ sending: boolean; message: UserMessage | null }>({
    sending: false,
    message: null,
  });

  async function changePhoto(file: File) {
    const check = validateProfilePhoto({ size: file.size, type: file.type, name: file.name });
    if (!check.ok) {
      setPhotoState({ uploading: false, error: { messageKey: check.errors[0]!.messageKey } });
      return;
    }
    setPhotoState({ uploading: true, error: null });
    try {
      const uploaded = await api.uploadProfileImage(file, file.name);
      await api.updatePhoto(uploaded.data.fileUrl);
      setPhotoState({ uploading: false, error: null });
      onChanged();
    } catch (error) {
      setPhotoState({ uploading: false, error: errorMessage(error, 'uploadProfileImage') });
    }
  }

  async function resendVerification() {
    setResend({ sending: true, message: null });
    try {
      const answer = await api.resendVerification();
      setResend({ sending: false, message: { serverMessage: answer.message } });
    } catch (error) {
      setResend({ sending: false, message: errorMessage(error, 'resendVerification') });
    }
  }

  const editing = name.matches('editing') || name.hasTag('submitting');
  return (
    <Stack>
      {!user.emailVerified ? (
        <MessageBanner
          tone="warning"
          action={
            <Button
              size="sm"
              variant="secondary"
              loading={resend.sending}
              onClick={() => void resendVerification()}
            >
              {t('profile.resendVerification')}
            </Button>
          }
        >
          {resend.message ? text(resend.message) : t('profile.verifyReminder')}
        </MessageBanner>
      ) : null}
      <ProfileHeader
        photoSrc={user.photo}
        fallbackPhotoSrc="/favicon.svg"
        playerName={name.context.name}
        name={
          <EditableText
            as="h2"
            value={name.context.name}
            editing={editing}
            onEditingChange={(open) => sendName({ type: open ? 'edit.start' : 'edit.cancel' })}
            onSave={(draft) => sendName({ type: 'edit.save', value: draft })}
            saving={name.hasTag('submitting')}
            error={text(name.context.error)}
            successMessage={
              name.matches('saved') ? (text(name.context.success) ?? t('profile.nameSaved')) : undefined
            }
            maxLength={displayNameMaxLength}
            labels={{
              field: t('profile.displayName'),
              edit: t('profile.editDisplayName'),
              save: t('profile.save'),
              cancel: t('profile.cancel'),
              counter: (length, max) => t('profile.counter', { length, max }),
            }}
          />
        }
        email={<span dir="ltr">{user.email}</span>}
        memberSince={t('profile.memberSince', { date: memberSince(user.created_at, i18n.language) })}
        leaderboardPosition={stats.leaderboardPosition}
        leaderboardLabel={(position) => t('profile.leaderboardPosition', { position })}
        levelBar={<PlayerLevelBar levelInfo={user.levelInfo} />}
        onPhotoSelected={(file) => void changePhoto(file)}
        changePhotoLabel={t('profile.changePhoto')}
        photoAccept={profilePhotoUpload.mimeTypes.join(',')}
        photoUploading={photoState.uploading}
        photoUploadingLabel={t('profile.uploadingPhoto')}
      />
      {photoState.error ? <MessageBanner tone="error">{text(photoState.error)}</MessageBanner> : null}
      <StatGrid
        label={t('profile.statistics')}
        items={[
          { id: 'total', label: t('profile.stats.total'), value: String(stats.totalChallenges) },
          { id: 'won', label: t('profile.stats.won'), value: String(stats.wonChallenges), accent: 'success' },
          { id: 'lost', label: t('profile.stats.lost'), value: String(stats.lostChallenges) },
          { id: 'rate', label: t('profile.stats.winRate'), value: `${stats.winRate}%` },
          ...(centsFromUsd(stats.totalEarningsUSD) > 0
            ? [
                {
                  id: 'earnings',
                  label: t('profile.stats.earnings'),
                  value: formatUsdCents(centsFromUsd(stats.totalEarningsUSD)),
                  accent: 'gcoin' as const,
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
