import { errorMessage } from '@arena/api-client';
import { centsFromUsd, type ProfileResponse } from '@arena/contract';
import { displayNameMaxLength, formatUsdCents, profilePhotoUpload } from '@arena/domain';
import { displayNameEditMachine, photoUploadMachine } from '@arena/machines';
import { Button, EditableText, EmptyState, MessageBanner, ProfileHeader, Stack, StatGrid } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useMessageText } from '../../i18n/useMessage';
import { PlayerLevelBar } from '../../layout/PlayerLevelBar';
import { useApi } from '../../session/ApiContext';
import { currentTierName } from './tier';
import { useResendVerification } from './useResendVerification';

type Profile = ProfileResponse['data'];

function memberSince(createdAt: string, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    new Date(createdAt),
  );
}

/**
 * spec §2 Profile tab: photo (upload machine), inline display name, read-only email, member since,
 * the tier, statistics and earnings; an unverified email offers to resend the link (resend machine).
 */
export function ProfileTab({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const { user, stats } = profile;

  const machines = useMemo(
    () => ({
      name: displayNameEditMachine.provide({
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
      }),
      photo: photoUploadMachine.provide({
        actors: {
          uploadPhoto: fromPromise(async ({ input }) => {
            const file = input.file as File;
            let fileUrl: string;
            try {
              fileUrl = (await api.uploadProfileImage(file, file.name)).data.fileUrl;
            } catch (error) {
              throw errorMessage(error, 'uploadProfileImage');
            }
            try {
              await api.updatePhoto(fileUrl);
            } catch (error) {
              throw errorMessage(error, 'updatePhoto');
            }
            return { photoUrl: fileUrl };
          }),
        },
      }),
    }),
    [api],
  );

  const [name, sendName] = useMachine(machines.name, { input: { name: user.name } });
  const [photo, sendPhoto, photoActor] = useMachine(machines.photo);
  const [resend, sendResend] = useResendVerification();

  useEffect(() => {
    const subscription = photoActor.on('photo.uploaded', () => onChanged());
    return () => subscription.unsubscribe();
  }, [photoActor, onChanged]);

  const editing = name.matches('editing') || name.hasTag('submitting');
  const earnings = centsFromUsd(stats.totalEarningsUSD);
  return (
    <Stack>
      {!user.emailVerified ? (
        <MessageBanner
          tone={resend.matches('failed') ? 'error' : resend.matches('sent') ? 'success' : 'warning'}
          action={
            <Button
              size="sm"
              variant="secondary"
              loading={resend.hasTag('submitting')}
              disabled={resend.hasTag('coolingDown')}
              onClick={() => sendResend({ type: 'resend' })}
            >
              {t('profile.resendVerification')}
            </Button>
          }
        >
          {text(resend.context.message) ?? t('profile.verifyReminder')}
        </MessageBanner>
      ) : null}
      <ProfileHeader
        photoSrc={photo.context.previewUrl ?? user.photo}
        playerId={user.id}
        playerName={name.context.name}
        tier={currentTierName(user.levelInfo)}
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
          />
        }
        email={<span dir="ltr">{user.email}</span>}
        memberSince={t('profile.memberSince', { date: memberSince(user.created_at, i18n.language) })}
        leaderboardPosition={stats.leaderboardPosition}
        levelBar={<PlayerLevelBar levelInfo={user.levelInfo} />}
        onPhotoSelected={(file) => sendPhoto({ type: 'photo.choose', file })}
        photoAccept={profilePhotoUpload.mimeTypes.join(',')}
        photoUploading={photo.hasTag('submitting')}
      />
      {photo.matches('failed') && photo.context.error ? (
        <MessageBanner tone="error">{text(photo.context.error)}</MessageBanner>
      ) : null}
      <StatGrid
        label={t('profile.statistics')}
        items={[
          { id: 'total', label: t('profile.stats.total'), value: String(stats.totalChallenges) },
          { id: 'won', label: t('profile.stats.won'), value: String(stats.wonChallenges), accent: 'success' },
          { id: 'lost', label: t('profile.stats.lost'), value: String(stats.lostChallenges) },
          { id: 'rate', label: t('profile.stats.winRate'), value: `${stats.winRate}%` },
          ...(earnings > 0
            ? [
                {
                  id: 'earnings',
                  label: t('profile.stats.earnings'),
                  value: formatUsdCents(earnings),
                  accent: 'gcoin' as const,
                },
              ]
            : []),
        ]}
      />
      {stats.totalChallenges === 0 ? (
        <EmptyState
          title={t('profile.empty.title')}
          body={t('profile.empty.body')}
          action={
            <Button as={RouterLink} to={paths.challenges.pattern}>
              {t('profile.empty.action')}
            </Button>
          }
        />
      ) : null}
    </Stack>
  );
}
