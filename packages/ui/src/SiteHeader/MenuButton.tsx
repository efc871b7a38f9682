import { css, useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { inline } from './site-header-styles';

export interface MenuButtonProps {
  /** The nav it opens. */
  controls: string;
  open: boolean;
  /** Unread inbox entries: a dot while closed, and the count in its name. */
  unread: number;
  onToggle: () => void;
}

/** The phone menu's button (gone from 1024 px, where the links stand in the bar). */
export function MenuButton({ controls, open, unread, onToggle }: MenuButtonProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={
        open
          ? t('nav.closeMenu')
          : unread > 0
            ? t('notifications.bell.menuUnread', { count: unread })
            : t('nav.menu')
      }
      onClick={onToggle}
      css={css`
        position: relative;
        display: inline-grid;
        place-items: center;
        inline-size: ${theme.touchTarget};
        block-size: ${theme.touchTarget};
        border-radius: ${theme.radii.md};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        background: transparent;
        color: ${theme.colors.text};
        cursor: pointer;
        ${inline} {
          display: none;
        }
      `}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {unread > 0 && !open ? (
        // Unread notifications on a phone: a dot on the menu button (its name says how many).
        <span
          aria-hidden="true"
          data-menu-dot=""
          css={css`
            position: absolute;
            inset-block-start: ${theme.space[1]};
            inset-inline-end: ${theme.space[1]};
            inline-size: 0.625rem;
            block-size: 0.625rem;
            border-radius: 50%;
            background: ${theme.colors.accent};
            box-shadow: 0 0 0 2px ${theme.colors.surface};
          `}
        />
      ) : null}
    </button>
  );
}
