import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GameArt, type GameArtVariant } from './GameArt';

const games = [
  { id: 'lol', name: 'League of Legends', ar: 'ليج أوف ليجندز' },
  { id: 'cs2', name: 'CS2', ar: 'كاونتر سترايك 2' },
  { id: 'dota2', name: 'Dota 2', ar: 'دوتا 2' },
  { id: 'valorant', name: 'Valorant', ar: 'فالورانت' },
  { id: 'brawlstars', name: 'Brawl Stars', ar: 'براول ستارز' },
] as const;

const variants: readonly GameArtVariant[] = ['tile', 'card', 'hero'];

/** One game in every variant: a picker tile, a card header and a page hero. */
function AllVariants({ game, rtl = false }: { game: (typeof games)[number]; rtl?: boolean }) {
  const name = rtl ? game.ar : game.name;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {variants.map((variant) => (
        <div key={variant} style={variant === 'tile' ? { inlineSize: 160 } : undefined}>
          <GameArt gameId={game.id} variant={variant} label={`${name} (${variant})`} />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Games/GameArt',
  component: GameArt,
  args: { gameId: 'lol', variant: 'card', label: 'League of Legends' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled picture: one image named for screen readers. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'League of Legends' })).toBeVisible();
  },
};

/** Next to the game's name the art is decorative: hidden from screen readers. */
export const Decorative: Story = {
  args: { gameId: 'valorant', variant: 'tile', label: undefined },
  render: (args) => (
    <div style={{ inlineSize: 160 }}>
      <GameArt {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A game Arena has no art for yet gets Arena's emblem, never a blank. */
export const OtherGame: Story = {
  args: { gameId: 'rocketleague', variant: 'card', label: 'Rocket League' },
  render: (args) => (
    <div style={{ inlineSize: 360 }}>
      <GameArt {...args} />
    </div>
  ),
};

/** A game not open yet, greyed out. */
export const Muted: Story = {
  args: { gameId: 'dota2', variant: 'tile', muted: true, label: 'Dota 2' },
  render: (args) => (
    <div style={{ inlineSize: 160 }}>
      <GameArt {...args} />
    </div>
  ),
};

/**
 * Deferred: only the frame, the size and colour of the drawn art beside it, for art far below a
 * server-rendered page's first screen until the page is the app's. Nothing moves when it is drawn.
 */
export const Deferred: Story = {
  args: { gameId: 'cs2', variant: 'tile', deferred: true, label: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <div style={{ inlineSize: 160 }} data-testid="deferred">
        <GameArt {...args} />
      </div>
      <div style={{ inlineSize: 160 }} data-testid="drawn">
        <GameArt {...args} deferred={false} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const deferred = canvas.getByTestId('deferred');
    const drawn = canvas.getByTestId('drawn');
    await expect(deferred.querySelector('svg')).toBeNull();
    await expect(drawn.querySelector('svg')).not.toBeNull();
    const frame = deferred.querySelector('[data-game-art="cs2"]')!.getBoundingClientRect();
    const art = drawn.querySelector('[data-game-art="cs2"]')!.getBoundingClientRect();
    await expect([frame.width, frame.height]).toEqual([art.width, art.height]);
    await expect(frame.height).toBeGreaterThan(80);
  },
};

const oneGame = (index: number, rtl = false): Story => ({
  ...(rtl ? { globals: { locale: 'ar' } } : {}),
  render: () => <AllVariants game={games[index]!} rtl={rtl} />,
  play: async ({ canvas }) => {
    const game = games[index]!;
    const name = rtl ? game.ar : game.name;
    for (const variant of variants)
      await expect(canvas.getByRole('img', { name: `${name} (${variant})` })).toBeVisible();
  },
});

export const LeagueOfLegends = oneGame(0);
export const LeagueOfLegendsRTL = oneGame(0, true);
export const CS2 = oneGame(1);
export const CS2RTL = oneGame(1, true);
export const Dota2 = oneGame(2);
export const Dota2RTL = oneGame(2, true);
export const Valorant = oneGame(3);
export const ValorantRTL = oneGame(3, true);
export const BrawlStars = oneGame(4);
export const BrawlStarsRTL = oneGame(4, true);

/** From a tablet the hero is a wide 3:1 band: every game's scene still reads at that crop. */
function WideHeroes({ rtl = false }: { rtl?: boolean }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
      {games.map((game) => (
        <GameArt key={game.id} gameId={game.id} variant="hero" label={rtl ? game.ar : game.name} />
      ))}
    </div>
  );
}

const tablet = { viewport: { value: 'arenaTablet', isRotated: false } } as const;

export const HeroesTablet: Story = {
  globals: tablet,
  render: () => <WideHeroes />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(games.length);
  },
};

export const HeroesTabletRTL: Story = {
  globals: { ...tablet, locale: 'ar' },
  render: () => <WideHeroes rtl />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(games.length);
  },
};
