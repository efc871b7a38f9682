import { useTheme } from '@emotion/react';
import { Skeleton } from '../Skeleton';

/**
 * The places of the compact level bar (in the bar from 1024 px, as SiteHeader lays it) and of the profile
 * menu's button (the small avatar, the button's padding and border, the touch target's height) while the
 * player's profile loads (GET /api/users/me), so the header does not move when they arrive (issue 34).
 * Decorative.
 */
export function ProfileMenuPlaceholder() {
  const theme = useTheme();
  return (
    <>
      <span
        aria-hidden="true"
        css={{
          display: 'none',
          inlineSize: '120px',
          flexShrink: 0,
          '@media (min-width: 1024px)': { display: 'block' },
          '@media (min-width: 1280px)': { inlineSize: '132px' },
        }}
      >
        <Skeleton blockSize={theme.fontSizes.sm} />
      </span>
      <ProfileMenuButtonPlaceholder />
    </>
  );
}

/**
 * The place of the profile menu's button alone: shown while the menu's own chunk loads (it is not in a
 * visitor's first script; SiteHeader loads it once a player is signed in). Decorative.
 */
export function ProfileMenuButtonPlaceholder() {
  const theme = useTheme();
  return (
    <Skeleton
      shape="block"
      inlineSize={`calc(${theme.sizes.avatar.sm} + 2 * ${theme.space[2]} + 2 * ${theme.borderWidths.hairline})`}
      blockSize={theme.touchTarget}
    />
  );
}
