import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { artHeight, artWidth, heroViewBox, isGameArtId, scenes } from './art';

export type GameArtVariant = 'tile' | 'card' | 'hero';

export interface GameArtProps {
  /** A game id (spec §3 games.id: lol, cs2, dota2, valorant, brawlstars); any other id gets Arena's emblem. */
  gameId: string;
  /**
   * tile: the game picker (16:9 on a phone, 4:3 from a tablet); card: a challenge card's header
   * (16:9, with a scrim so laid-over text stays legible); hero: the top of a challenge page
   * (16:9 on a phone, 3:1 from a tablet, fading into the page).
   */
  variant?: GameArtVariant;
  /** True when the game's name is already next to the art (the default when there is no label). */
  decorative?: boolean;
  /** Names the picture for screen readers when it is not decorative, e.g. 'League of Legends'. */
  label?: string;
  /** Greyed out, e.g. a game that is not open yet. */
  muted?: boolean;
  /**
   * Only the art's frame for now (its size and colour, no picture): for art far below the first screen
   * of a server-rendered page, whose HTML it would otherwise fill (the landing page's games, issue 15);
   * the page draws it once it is the app's. Nothing moves when the picture arrives.
   */
  deferred?: boolean;
  className?: string;
}

/**
 * Arena's own key art for a game (DESIGN.md "Game key art"): inline SVG drawn on a viewBox, so it
 * stays crisp at any size and never waits on a network. Game art never mirrors in RTL.
 */
export function GameArt({
  gameId,
  variant = 'card',
  decorative,
  label,
  muted = false,
  deferred = false,
  className,
}: GameArtProps) {
  const theme = useTheme();
  const prefix = `ga${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const scene = isGameArtId(gameId) ? scenes[gameId] : scenes.fallback;
  const hidden = decorative ?? !label;
  const scrim =
    variant === 'card'
      ? `linear-gradient(to bottom, ${theme.colors.scrimStart} 40%, ${theme.colors.scrimEnd} 100%)`
      : variant === 'hero'
        ? `linear-gradient(to bottom, ${theme.colors.scrimStart} 55%, ${theme.colors.scrimEnd} 100%)`
        : null;
  return (
    <span
      className={className}
      data-game-art={gameId}
      css={css`
        position: relative;
        display: block;
        inline-size: 100%;
        overflow: hidden;
        aspect-ratio: 16 / 9;
        background: ${theme.colors.surfaceRaised};
        border-radius: ${variant === 'tile' ? theme.radii.sm : variant === 'hero' ? theme.radii.lg : '0'};
        ${theme.media.tablet} {
          ${variant === 'tile' ? 'aspect-ratio: 4 / 3;' : variant === 'hero' ? 'aspect-ratio: 3 / 1;' : ''}
        }
        ${muted ? 'filter: grayscale(1); opacity: 0.6;' : ''}
        ${
          scrim
            ? css`
                &::after {
                  content: '';
                  position: absolute;
                  inset: 0;
                  background: ${scrim};
                  pointer-events: none;
                }
              `
            : ''
        }
      `}
    >
      {deferred ? null : (
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={variant === 'hero' ? heroViewBox : `0 0 ${artWidth} ${artHeight}`}
          preserveAspectRatio="xMidYMid slice"
          focusable="false"
          {...(hidden ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
          css={css`
            position: absolute;
            inset: 0;
            inline-size: 100%;
            block-size: 100%;
            display: block;
          `}
        >
          {scene(prefix)}
        </svg>
      )}
    </span>
  );
}
