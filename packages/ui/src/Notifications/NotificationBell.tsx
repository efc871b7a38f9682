import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import { BellIcon } from './NotificationIcons';

export interface NotificationBellProps {
  /** Unread entries: a badge above 0 (99+ beyond 99), and in the link's name. */
  unreadCount: number;
  /** The inbox page. */
  href: string;
  /** The site's router link (it is given `to`); defaults to `<a href>`. */
  linkAs?: ElementType;
  /** The inbox is the page shown now. */
  current?: boolean;
}

/** The most the badge shows; beyond, '99+'. */
export const bellBadgeCap = 99;

/**
 * The header's notifications link (issue 16): a bell with the unread count as a badge, named
 * "Notifications, 3 unread" (plural forms per language); no badge at 0. Owns its words (notifications.bell.*).
 */
export function NotificationBell({ unreadCount, href, linkAs, current = false }: NotificationBellProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const Link: ElementType = linkAs ?? 'a';
  const count = Math.max(0, Math.trunc(unreadCount));
  const label = count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label');
  const badge =
    count > bellBadgeCap ? t('notifications.bell.overflow', { count: bellBadgeCap }) : String(count);
  return (
    <Link
      {...(linkAs ? { to: href } : { href })}
      aria-current={current ? 'page' : undefined}
      data-unread={count}
      css={css`
        position: relative;
        display: inline-grid;
        place-items: center;
        flex-shrink: 0;
        inline-size: ${theme.touchTarget};
        block-size: ${theme.touchTarget};
        border-radius: ${theme.radii.md};
        color: ${theme.colors.text};
        text-decoration: none;
        &:hover {
          background: ${theme.colors.surfaceHover};
        }
        &[aria-current='page'] {
          background: ${theme.colors.surfaceRaised};
          box-shadow: inset 0 -2px 0 ${theme.colors.accent};
        }
      `}
    >
      <BellIcon />
      {/* The name comes from this text (not aria-label): the badge's 99+ is a picture of the count. */}
      <VisuallyHidden>{label}</VisuallyHidden>
      {count > 0 ? (
        // The count is in the link's name; the badge is its picture.
        <span
          aria-hidden="true"
          data-badge=""
          css={css`
            position: absolute;
            inset-block-start: ${theme.space[0.5]};
            inset-inline-start: 50%;
            min-inline-size: 1.25rem;
            block-size: 1.25rem;
            padding-inline: ${theme.space[1]};
            display: inline-grid;
            place-items: center;
            border-radius: ${theme.radii.pill};
            background: ${theme.colors.accent};
            color: ${theme.colors.onAccent};
            font-family: ${theme.fonts.body};
            font-size: ${theme.fontSizes.xs};
            font-weight: ${theme.fontWeights.bold};
            line-height: 1;
            font-variant-numeric: tabular-nums;
            direction: ltr;
            box-shadow: 0 0 0 2px ${theme.colors.surface};
          `}
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
