import styled from '@emotion/styled';
import type { Game } from '@arena/contract';
import { useTranslation } from 'react-i18next';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
}));

const Choice = styled.button<{ selected: boolean }>(({ theme, selected }) => ({
  inlineSize: '100%',
  minBlockSize: 64,
  padding: theme.space[3],
  borderRadius: theme.radii.lg,
  border: `${theme.borderWidths.accent} solid ${selected ? theme.colors.accent : theme.colors.border}`,
  background: selected ? theme.colors.surfaceRaised : theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontWeight: theme.fontWeights.semibold,
  cursor: 'pointer',
  textAlign: 'start',
  display: 'grid',
  gap: theme.space[1],
  '&:hover': { background: theme.colors.surfaceHover },
}));

const Hint = styled.span(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.regular,
}));

/** spec §2 Challenges: the game picker grid; an inactive game offers the waitlist instead. */
export function GamePicker({
  games,
  selectedId,
  linked,
  onSelect,
}: {
  games: readonly Game[];
  selectedId: string | null;
  linked: (gameId: string) => boolean;
  onSelect: (game: Game) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={t('challenges.games')}>
      {games.map((game) => (
        <li key={game.id}>
          <Choice
            type="button"
            selected={game.id === selectedId}
            aria-pressed={game.id === selectedId}
            onClick={() => onSelect(game)}
          >
            <span lang="en">{game.name}</span>
            <Hint>
              {!game.is_active
                ? t('challenges.waitlist')
                : linked(game.id)
                  ? t('challenges.linked')
                  : t('challenges.linkToPlay')}
            </Hint>
          </Choice>
        </li>
      ))}
    </Grid>
  );
}
