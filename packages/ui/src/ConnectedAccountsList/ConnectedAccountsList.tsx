import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
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
  /** e.g. 'Connected games'. */
  heading: string;
  /** e.g. 'Disconnections left: 3'. */
  remainingLabel: string;
  remainingDisconnections: number;
  accounts: readonly ConnectedAccountItem[];
  /** e.g. (game) => `Disconnect ${game}`, the button's accessible name. */
  disconnectLabel: (gameLabel: string) => string;
  /** The visible button text, e.g. 'Disconnect'. */
  disconnectText: string;
  onDisconnect: (gameType: string) => void;
  emptyTitle: string;
  emptyBody?: string;
  /** The next step when nothing is linked, e.g. a 'Link a game' button. */
  emptyAction?: ReactNode;
}

/** Profile → Connected Games (spec §2): the accounts and the remaining-disconnections counter (spec §5). */
export function ConnectedAccountsList({
  heading,
  remainingLabel,
  remainingDisconnections,
  accounts,
  disconnectLabel,
  disconnectText,
  onDisconnect,
  emptyTitle,
  emptyBody,
  emptyAction,
}: ConnectedAccountsListProps) {
  const theme = useTheme();
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
                  {account.accountName}
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
