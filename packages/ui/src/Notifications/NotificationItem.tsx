import { css, useTheme } from '@emotion/react';
import type { ElementType, ReactNode } from 'react';
import { relativeTime } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import {
  EndingIcon,
  OvertakenIcon,
  PassportRejectedIcon,
  PassportVerifiedIcon,
  PayoutFailedIcon,
  PayoutPaidIcon,
  ResultIcon,
  StartedIcon,
  VoidedIcon,
} from './NotificationIcons';
import { formatPrizeUsd, notificationWords, type NotificationView } from './notificationWords';

export interface NotificationItemProps {
  notification: NotificationView;
  /** Where the entry leads: the challenge's page, the wallet's passport card, the transaction history. */
  href: string;
  /** The site's router link (it is given `to`); defaults to `<a href>`. */
  linkAs?: ElementType;
  /** The entry was opened (the site marks it read). */
  onOpen?: (id: string) => void;
  /** Now, in ms: the entry's time is shown relative to it ('3 hours ago'). */
  now: number;
  /** A prize's USD value for people; '$25.00' by default. */
  formatPrize?: (usd: number) => string;
}

const icons: Record<
  NotificationView['kind'],
  { icon: ReactNode; tone: 'accent' | 'warning' | 'prizeGold' | 'danger' | 'success' }
> = {
  challenge_started: { icon: <StartedIcon />, tone: 'accent' },
  challenge_ending: { icon: <EndingIcon />, tone: 'warning' },
  challenge_result: { icon: <ResultIcon />, tone: 'prizeGold' },
  challenge_voided: { icon: <VoidedIcon />, tone: 'danger' },
  challenge_overtaken: { icon: <OvertakenIcon />, tone: 'warning' },
  passport_verified: { icon: <PassportVerifiedIcon />, tone: 'success' },
  passport_rejected: { icon: <PassportRejectedIcon />, tone: 'danger' },
  payout_paid: { icon: <PayoutPaidIcon />, tone: 'success' },
  payout_failed: { icon: <PayoutFailedIcon />, tone: 'warning' },
};

/**
 * One inbox entry (issue 16): an icon and a label per kind, the words made from its data in the reader's
 * language, prize and XP lines for a result (a rejected passport's reason), when it came, and a link to the
 * challenge or, for an account entry (decision 0047), to the wallet or the transaction history. Unread
 * entries say so in words and a bold line, with an accent edge (never colour alone).
 */
export function NotificationItem({
  notification,
  href,
  linkAs,
  onOpen,
  now,
  formatPrize = formatPrizeUsd,
}: NotificationItemProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const Link: ElementType = linkAs ?? 'a';
  const unread = notification.readAt === null;
  const { text, details } = notificationWords(notification, t, formatPrize, theme.direction);
  const kind = icons[notification.kind];
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Link
      {...(linkAs ? { to: href } : { href })}
      onClick={() => onOpen?.(notification.id)}
      data-unread={unread ? 'yes' : 'no'}
      data-kind={notification.kind}
      css={css`
        display: flex;
        gap: ${theme.space[3]};
        padding: ${theme.space[4]};
        min-block-size: ${theme.touchTarget};
        background: ${unread ? theme.colors.surfaceRaised : theme.colors.surface};
        border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
        border-inline-start: 4px solid ${unread ? theme.colors.accent : theme.colors.border};
        border-radius: ${theme.radii.lg};
        color: ${theme.colors.text};
        text-decoration: none;
        &:hover {
          background: ${theme.colors.surfaceHover};
        }
      `}
    >
      <span
        css={css`
          display: inline-grid;
          place-items: center;
          flex-shrink: 0;
          inline-size: 2.5rem;
          block-size: 2.5rem;
          border-radius: 50%;
          background: ${theme.colors.background};
          color: ${theme.colors[kind.tone]};
        `}
      >
        {kind.icon}
      </span>
      <span css={{ display: 'grid', gap: theme.space[1], minInlineSize: 0, flex: 1 }}>
        <span
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: theme.space[2],
            fontSize: theme.fontSizes.xs,
            color: theme.colors.textMuted,
          }}
        >
          <span
            css={{
              fontWeight: theme.fontWeights.semibold,
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
            }}
          >
            {t(`notifications.inbox.kind.${notification.kind}`)}
          </span>
          {unread ? (
            <span
              data-unread-label=""
              css={css`
                display: inline-flex;
                align-items: center;
                gap: ${theme.space[1]};
                padding-inline: ${theme.space[2]};
                border-radius: ${theme.radii.pill};
                background: ${theme.colors.accent};
                color: ${theme.colors.onAccent};
                font-weight: ${theme.fontWeights.bold};
              `}
            >
              {t('notifications.inbox.unread')}
            </span>
          ) : null}
          <time dateTime={notification.createdAt} css={{ marginInlineStart: 'auto' }}>
            {relativeTime(Date.parse(notification.createdAt), now, language)}
          </time>
        </span>
        <span
          css={{
            fontWeight: unread ? theme.fontWeights.bold : theme.fontWeights.regular,
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </span>
        {details.map((line) => (
          <span key={line} css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
            {line}
          </span>
        ))}
      </span>
    </Link>
  );
}
