import { css, useTheme } from '@emotion/react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { GameArt } from '../GameArt';
import { linkProps } from './links';

/** The games on Arena, with their locale key (games.*) and key-art id. */
export const landingGames = [
  { id: 'lol', nameKey: 'games.lol' },
  { id: 'cs2', nameKey: 'games.cs2' },
  { id: 'dota2', nameKey: 'games.dota2' },
  { id: 'valorant', nameKey: 'games.valorant' },
  { id: 'brawlstars', nameKey: 'games.brawlStars' },
] as const;

export interface GamesStripProps {
  /** Where a game's tile leads, e.g. (id) => `/challenges/${id}`; without it the tiles are not links. */
  hrefFor?: (gameId: string) => string;
  linkAs?: ElementType;
  /** The games to show (ids of spec §3 games); all five by default. */
  gameIds?: readonly string[];
  /** The tiles' art is drawn later (GameArt `deferred`): the server-rendered landing page, until hydrated. */
  artDeferred?: boolean;
}

/**
 * The games on Arena as key-art tiles with their names (Arena's own art, GameArt). On the landing
 * page each tile leads to that game's challenges; on About they are a plain list. Game names stay
 * in Latin script in every language (lang="en").
 */
export function GamesStrip({ hrefFor, linkAs, gameIds, artDeferred = false }: GamesStripProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const games = gameIds ? landingGames.filter((game) => gameIds.includes(game.id)) : landingGames;
  const tile = css`
    display: grid;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
    color: ${theme.colors.text};
    text-decoration: none;
    font-weight: ${theme.fontWeights.semibold};
    text-align: center;
    align-content: start;
  `;
  return (
    <ul
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: ${theme.space[3]};
        grid-template-columns: repeat(2, minmax(0, 1fr));
        ${theme.media.tablet} {
          grid-template-columns: repeat(${games.length}, minmax(0, 1fr));
        }
      `}
    >
      {games.map((game) => {
        const content = (
          <>
            <GameArt gameId={game.id} variant="tile" deferred={artDeferred} />
            <span lang="en">{t(game.nameKey)}</span>
          </>
        );
        if (!hrefFor) {
          return (
            <li key={game.id} css={tile}>
              {content}
            </li>
          );
        }
        const { as: Component = 'a', ...props } = linkProps(hrefFor(game.id), linkAs) as {
          as?: ElementType;
        };
        return (
          // A grid cell, so the link fills the row's height and every tile is as tall as the tallest.
          <li key={game.id} css={{ display: 'grid' }}>
            <Component
              {...props}
              css={[
                tile,
                css`
                  &:hover {
                    background: ${theme.colors.surfaceHover};
                    border-color: ${theme.colors.accent};
                  }
                `,
              ]}
            >
              {content}
            </Component>
          </li>
        );
      })}
    </ul>
  );
}
