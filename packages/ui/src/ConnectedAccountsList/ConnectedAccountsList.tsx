import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ListRow } from '../ListRow';

export interface ConnectedAccountItem {
  /** The account's gameType (spec §3), also the DELETE path segment. */
  gameType: string;
  /** e.g. 'Valorant'. */
  gameLabel: string;
  /** e.g. 'Lina#EUW' or 'Lina (#2PPQ)'. */
  accountName: string;
  /** e.g. 'Level 87' or 'Supports Valorant, League of Legends'. */
  detail?: string;
  canDisconnect: boolean;
}

export interface ConnectedAccountsListProps {
  /** 'Connected Games' in the reader's language by default. */
  heading?: string;
  /** '3 disconnections left' in the reader's language (plural rules) by default. */
  remainingLabel?: string;
  remainingDisconnections: number;
  accounts: readonly ConnectedAccountItem[];
  /** The button's accessible name; 'Disconnect {game}' in the reader's language by default. */
  disconnectLabel?: (gameLabel: string) => string;
  /** The visible button text; 'Disconnect' in the reader's language by default. */
  disconnectText?: string;
  onDisconnect: (gameType: string) => void;
  /** 'No game accounts connected yet' in the reader's language by default. */
  emptyTitle?: string;
  emptyBody?: string;
  /** The next step when nothing is linked, e.g. a 'Link a game' button. */
  emptyAction?: ReactNode;
}

/**
 * Profile → Connected Games (spec §2): the accounts and the remaining-disconnections counter (spec §5),
 * in the reader's language; an empty list says so and offers the next step.
 */
export function ConnectedAccountsList({
  heading: headingText,
  remainingLabel: remainingText,
  remainingDisconnections,
  accounts,
  disconnectLabel: disconnectName,
  disconnectText: disconnectWord,
  onDisconnect,
  emptyTitle: emptyTitleText,
  emptyBody,
  emptyAction,
}: ConnectedAccountsListProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const heading = headingText ?? t('profile.tab.games');
  const remainingLabel = remainingText ?? t('profile.games.remaining', { count: remainingDisconnections });
  const disconnectLabel = disconnectName ?? ((game: string) => t('profile.games.disconnectLabel', { game }));
  const disconnectText = disconnectWord ?? t('profile.games.disconnect');
  const emptyTitle = emptyTitleText ?? t('profile.games.title');
  const noneLeft = remainingDisconnections <= 0;
  return (
    <section
      aria-label={heading}
      css={css`
        display: grid;
        gap: ${theme.space[3]};
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: space-between;
          align-items: baseline;
          gap: ${theme.space[2]};
        `}
      >
        <h2
          css={css`
            margin: 0;
            font-size: ${theme.fontSizes.lg};
          `}
        >
          {heading}
        </h2>
        <p
          css={css`
            margin: 0;
            color: ${noneLeft ? theme.colors.warning : theme.colors.textMuted};
            font-size: ${theme.fontSizes.sm};
          `}
        >
          {remainingLabel}
        </p>
      </div>
      {accounts.length === 0 ? (
        <EmptyState title={emptyTitle} body={emptyBody} action={emptyAction} headingLevel={3} />
      ) : (
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: ${theme.space[2]};
          `}
        >
          {accounts.map((account) => (
            <ListRow key={account.gameType}>
              <div
                css={css`
                  flex: 1;
                  min-inline-size: 0;
                  display: grid;
                  gap: ${theme.space[0.5]};
                `}
              >
                <span
                  css={css`
                    color: ${theme.colors.textMuted};
                    font-size: ${theme.fontSizes.xs};
                  `}
                >
                  {account.gameLabel}
                </span>
                <span
                  css={css`
                    font-weight: 600;
                  `}
                >
                  <bdi>{account.accountName}</bdi>
                </span>
                {account.detail ? (
                  <span
                    css={css`
                      color: ${theme.colors.textMuted};
                      font-size: ${theme.fontSizes.sm};
                    `}
                  >
                    {account.detail}
                  </span>
                ) : null}
              </div>
              {account.canDisconnect ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={noneLeft}
                  aria-label={disconnectLabel(account.gameLabel)}
                  onClick={() => onDisconnect(account.gameType)}
                >
                  {disconnectText}
                </Button>
              ) : null}
            </ListRow>
          ))}
        </ul>
      )}
    </section>
  );
}
