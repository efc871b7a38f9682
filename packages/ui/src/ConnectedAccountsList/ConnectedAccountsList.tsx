import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ListRow } from '../ListRow';

export interface ConnectedAccountItem {
  /** The account's gameType (spec §3), also the DELETE path segment. */
  gameType: string;
  /** The game's or platform's name, e.g. 'Valorant' (data: names the row and its disconnect button). */
  gameName: string;
  /** e.g. 'Lina#EUW' or 'Lina (#2PPQ)'. */
  accountName: string;
  /** e.g. 'Level 87' or 'Supports Valorant, League of Legends'. */
  detail?: string;
  canDisconnect: boolean;
}

export interface ConnectedAccountsListProps {
  /** spec §5: how many disconnections are left; the list says the counter itself (plural rules). */
  remainingDisconnections: number;
  accounts: readonly ConnectedAccountItem[];
  onDisconnect: (gameType: string) => void;
  /** The next step when nothing is linked, e.g. a 'Link a game' router link. */
  emptyAction?: ReactNode;
}

/**
 * Profile → Connected Games (spec §2): the accounts and the remaining-disconnections counter (spec §5),
 * in the reader's language; an empty list says so and offers the next step.
 */
export function ConnectedAccountsList({
  remainingDisconnections,
  accounts,
  onDisconnect,
  emptyAction,
}: ConnectedAccountsListProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  // The list's own words (profile.games.*, issue 32); the page gives the accounts and the count.
  const heading = t('profile.tab.games');
  const remaining = t('profile.games.remaining', { count: remainingDisconnections });
  const disconnectName = (game: string) => t('profile.games.disconnectLabel', { game });
  const disconnectText = t('profile.games.disconnect');
  const emptyTitle = t('profile.games.title');
  const emptyBody = t('profile.games.body', { count: remainingDisconnections });
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
          {remaining}
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
                  {account.gameName}
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
                  aria-label={disconnectName(account.gameName)}
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
