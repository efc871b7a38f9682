import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { GameArt } from '../GameArt';

export interface GamePickerGame {
  id: string;
  name: string;
  /**
   * An operator's own picture for the game; decorative (the name is next to it). Without one, or
   * with the stock `/games/<id>.svg` tile, the picker shows Arena's key art for the game (GameArt).
   */
  image?: string;
  /** spec §3 is_active: an inactive game shows a join-waitlist button instead (spec §2). */
  active: boolean;
  /**
   * Whether the player's account for an active game is linked: the picker says 'Account linked' or
   * 'Link your account to play' under its name. Left out, it says neither.
   */
  linked?: boolean;
  /** An inactive game the player already waits for: the button gives way to 'You are on the waitlist'. */
  waitlisted?: boolean;
}

export interface GamePickerProps {
  games: readonly GamePickerGame[];
  selectedId?: string | null;
  onSelect: (id: string) => void;
  onJoinWaitlist: (id: string) => void;
  /** The game whose waitlist request is on its way (its button shows progress). */
  joiningWaitlistId?: string | null;
}

/** No picture of the operator's own: the seed's stock letter tile (`/games/<id>.svg`) or none. */
function isStockImage(game: GamePickerGame) {
  return !game.image || game.image.endsWith(`/games/${game.id}.svg`);
}

/**
 * The game grid of the challenges page (spec §2). The selected game is pressed. It says its own words
 * (challenges.* in the locale files, issue 32); the page gives the games and their states.
 */
export function GamePicker({
  games,
  selectedId = null,
  onSelect,
  onJoinWaitlist,
  joiningWaitlistId = null,
}: GamePickerProps) {
  const theme = useTheme();
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <ul
      aria-label={t('challenges.games')}
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        /* Three across on a phone, so the picker leaves room for the challenges below it. */
        grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
        ${theme.media.tablet} {
          grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
        }
        gap: ${theme.space[3]};
      `}
    >
      {games.map((game) => {
        const selected = game.id === selectedId;
        const muted = css`
          color: ${theme.colors.textMuted};
          font-size: ${theme.fontSizes.xs};
        `;
        const art = (
          <>
            {isStockImage(game) ? (
              <GameArt gameId={game.id} variant="tile" decorative muted={!game.active} />
            ) : (
              <img
                src={game.image}
                alt=""
                css={css`
                  display: block;
                  inline-size: 100%;
                  aspect-ratio: 16 / 9;
                  ${theme.media.tablet} {
                    aspect-ratio: 4 / 3;
                  }
                  object-fit: cover;
                  border-radius: ${theme.radii.sm};
                  ${game.active ? '' : 'filter: grayscale(1); opacity: 0.6;'}
                `}
              />
            )}
            <span
              id={`${baseId}-${game.id}`}
              css={css`
                font-weight: 600;
              `}
            >
              {game.name}
            </span>
            {game.active && game.linked !== undefined ? (
              <span css={muted}>{t(game.linked ? 'challenges.linked' : 'challenges.linkToPlay')}</span>
            ) : null}
          </>
        );
        const tile = css`
          display: grid;
          align-content: start;
          gap: ${theme.space[2]};
          inline-size: 100%;
          block-size: 100%;
          padding: ${theme.space[2]};
          border-radius: ${theme.radii.md};
          border: 2px solid ${selected ? theme.colors.accent : theme.colors.border};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          font: inherit;
          text-align: start;
        `;
        return (
          <li key={game.id}>
            {game.active ? (
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(game.id)}
                css={[
                  tile,
                  css`
                    cursor: pointer;
                    &:hover {
                      border-color: ${theme.colors.accentHover};
                    }
                    &:focus-visible {
                      outline: 2px solid ${theme.colors.focusRing};
                      outline-offset: 2px;
                    }
                  `,
                ]}
              >
                {art}
              </button>
            ) : (
              <div css={tile}>
                {art}
                <span css={muted}>{t('challenges.comingSoon')}</span>
                {game.waitlisted ? (
                  <span
                    css={css`
                      color: ${theme.colors.success};
                      font-size: ${theme.fontSizes.sm};
                      font-weight: 600;
                    `}
                  >
                    {t('challenges.waitlistJoined')}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-describedby={`${baseId}-${game.id}`}
                    loading={joiningWaitlistId === game.id}
                    onClick={() => onJoinWaitlist(game.id)}
                  >
                    {t('challenges.waitlist')}
                  </Button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
