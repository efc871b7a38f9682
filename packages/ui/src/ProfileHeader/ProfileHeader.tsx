import { css, useTheme } from '@emotion/react';
import { hasLeaderboardBadge } from '@arena/domain';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import { TierBadge } from '../TierBadge';

export interface ProfileHeaderProps {
  photoSrc?: string | null;
  /** spec §3: the logo stands in for a missing photo. */
  fallbackPhotoSrc?: string;
  /** The player's name as text: initials and the avatar's alt. */
  playerName: string;
  /** The player's id: without a photo, the generated initials take a colour derived from it. */
  playerId?: string;
  /** levelInfo.currentTier's name ('Rookie' … 'Legend'): a TierBadge, its name in words beside its emblem. */
  tier?: string;
  /** The name as shown: plain text by default, or an EditableText on the owner's profile. */
  name?: ReactNode;
  email?: ReactNode;
  /** e.g. 'Member since March 2024' (formatted by the caller, so no clock is read here). */
  memberSince?: ReactNode;
  /** spec §2: a badge for positions 1-10 ('#4 on the leaderboard'); other positions show nothing. */
  leaderboardPosition?: number | null;
  /** A LevelBar. */
  levelBar?: ReactNode;
  /**
   * Shown only with a handler: the owner's profile, a camera button named 'Change photo'. Validation
   * (type, 5 MB) is the caller's.
   */
  onPhotoSelected?: (file: File) => void;
  /** spec §5: JPEG, PNG, GIF or WebP. */
  photoAccept?: string;
  /** A spinner over the photo, 'Uploading photo' for screen readers. */
  photoUploading?: boolean;
  /** Buttons beside the identity, e.g. Share. */
  actions?: ReactNode;
}

const profilePhotoTypes = 'image/jpeg,image/png,image/gif,image/webp';

function CameraIcon() {
  return (
    <Icon>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
        <circle cx="12" cy="13" r="3.5" />
      </svg>
    </Icon>
  );
}

/**
 * The top of a profile (spec §2): the avatar (photo, or initials on the player's colour), the name,
 * the tier badge, a top-10 leaderboard badge, email and member-since, the level bar and actions. On
 * the owner's profile a camera button changes the photo, with a spinner while it uploads. Says its own
 * words (profile.*, issue 32).
 */
export function ProfileHeader({
  photoSrc,
  fallbackPhotoSrc,
  playerName,
  playerId,
  tier,
  name,
  email,
  memberSince,
  leaderboardPosition,
  levelBar,
  onPhotoSelected,
  photoAccept = profilePhotoTypes,
  photoUploading = false,
  actions,
}: ProfileHeaderProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const changeLabel = t('profile.changePhoto');
  const uploadingLabel = t('profile.uploadingPhoto');
  const fileInput = useRef<HTMLInputElement>(null);
  const showBadge = hasLeaderboardBadge(leaderboardPosition);

  return (
    <section
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        padding: ${theme.space[5]};
        background: ${theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
      `}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space[4], flexWrap: 'wrap' }}>
        <div css={{ position: 'relative', flexShrink: 0 }}>
          <Avatar
            src={photoSrc}
            fallbackSrc={fallbackPhotoSrc}
            alt={playerName}
            name={playerName}
            size="xl"
            ring="accent"
            colorSeed={playerId}
          />
          {photoUploading ? (
            <span
              css={css`
                position: absolute;
                inset: 0;
                display: flex;
                align-items: center;
                justify-content: center;
                border-radius: 50%;
                background: ${theme.colors.backdrop};
              `}
            >
              <Spinner label={uploadingLabel} />
            </span>
          ) : null}
          {onPhotoSelected ? (
            <>
              <button
                type="button"
                aria-label={changeLabel}
                disabled={photoUploading}
                onClick={() => fileInput.current?.click()}
                css={css`
                  position: absolute;
                  inset-block-end: calc(-1 * ${theme.space[1]});
                  inset-inline-end: calc(-1 * ${theme.space[2]});
                  display: inline-flex;
                  align-items: center;
                  justify-content: center;
                  inline-size: ${theme.touchTarget};
                  block-size: ${theme.touchTarget};
                  padding: 0;
                  border: ${theme.borderWidths.accent} solid ${theme.colors.surface};
                  border-radius: 50%;
                  background: ${theme.colors.accent};
                  color: ${theme.colors.onAccent};
                  cursor: pointer;
                  &:hover:not(:disabled) {
                    background: ${theme.colors.accentHover};
                  }
                  &:disabled {
                    cursor: progress;
                  }
                `}
              >
                <CameraIcon />
              </button>
              <input
                ref={fileInput}
                type="file"
                accept={photoAccept}
                hidden
                tabIndex={-1}
                aria-label={changeLabel}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Cleared so choosing the same file again still reports it.
                  event.target.value = '';
                  if (file) onPhotoSelected(file);
                }}
              />
            </>
          ) : null}
        </div>
        <div css={{ flex: '1 1 12rem', minInlineSize: 0, display: 'grid', gap: theme.space[1] }}>
          {name ?? (
            <h1 css={{ margin: 0, fontSize: theme.fontSizes.xxl, overflowWrap: 'anywhere' }}>
              <bdi>{playerName}</bdi>
            </h1>
          )}
          {tier || (showBadge && leaderboardPosition) ? (
            <span css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }}>
              {tier ? <TierBadge tier={tier} /> : null}
              {showBadge && leaderboardPosition ? (
                <Badge
                  tone={
                    leaderboardPosition <= 3
                      ? (['prizeGold', 'prizeSilver', 'prizeBronze'] as const)[leaderboardPosition - 1]
                      : 'accent'
                  }
                >
                  {t('profile.leaderboardPosition', { position: leaderboardPosition })}
                </Badge>
              ) : null}
            </span>
          ) : null}
          {email ? (
            <p css={{ margin: 0, color: theme.colors.textMuted, overflowWrap: 'anywhere' }}>{email}</p>
          ) : null}
          {memberSince ? (
            <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
              {memberSince}
            </p>
          ) : null}
        </div>
        {actions ? (
          <div css={{ display: 'flex', gap: theme.space[2], flexWrap: 'wrap' }}>{actions}</div>
        ) : null}
      </div>
      {levelBar}
    </section>
  );
}
