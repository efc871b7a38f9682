import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { imagesLoaded } from '../Avatar/storyImages';
import { GamePicker } from './GamePicker';

// The seed's stock tiles: the picker draws Arena's own key art for them (GameArt), no network.
const games = [
  { id: 'lol', name: 'League of Legends', image: '/games/lol.svg', active: true },
  { id: 'valorant', name: 'Valorant', image: '/games/valorant.svg', active: true },
  { id: 'cs2', name: 'CS2', image: '/games/cs2.svg', active: true },
  { id: 'dota2', name: 'Dota 2', image: '/games/dota2.svg', active: false },
  { id: 'brawlstars', name: 'Brawl Stars', active: true },
];

// An operator's own picture (local, inline SVG), which wins over the key art.
const operatorPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3d5c"/><stop offset="1" stop-color="#c89b3c"/></linearGradient></defs><rect width="160" height="120" fill="url(#g)"/><circle cx="80" cy="60" r="26" fill="rgba(255,255,255,0.35)"/></svg>',
)}`;

type Args = ComponentProps<typeof GamePicker>;

function Harness(args: Args) {
  const [selected, setSelected] = useState(args.selectedId ?? null);
  return (
    <div style={{ maxWidth: 640 }}>
      <GamePicker
        {...args}
        selectedId={selected}
        onSelect={(id) => {
          args.onSelect(id);
          setSelected(id);
        }}
      />
    </div>
  );
}

// The picker says its own words (challenges.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Challenges/GamePicker',
  component: GamePicker,
  render: (args) => <Harness {...args} />,
  args: {
    games,
    selectedId: null,
    onSelect: fn(),
    onJoinWaitlist: fn(),
  },
} satisfies Meta<typeof GamePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
};

export const Selecting: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    const valorant = canvas.getByRole('button', { name: 'Valorant' });
    await userEvent.click(valorant);
    await expect(args.onSelect).toHaveBeenCalledWith('valorant');
    await expect(valorant).toHaveAttribute('aria-pressed', 'true');
    valorant.blur();
  },
};

export const Waitlist: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Dota 2' })).not.toBeInTheDocument();
    const join = canvas.getByRole('button', { name: 'Join the waitlist', description: 'Dota 2' });
    await userEvent.click(join);
    await expect(args.onJoinWaitlist).toHaveBeenCalledWith('dota2');
    join.blur();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    selectedId: 'cs2',
  },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
};

const withStatus = games.map((game) =>
  game.active ? { ...game, linked: game.id === 'valorant' } : { ...game, waitlisted: true },
);

/** Active games say whether an account is linked; a waitlisted game says so instead of its button. */
export const LinkedAndWaitlisted: Story = {
  args: { games: withStatus },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: /Valorant/ })).toHaveTextContent('Account linked');
    await expect(canvas.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
    await expect(canvas.getByText('You are on the waitlist')).toBeVisible();
  },
};

/** The waitlist request is on its way: the button shows progress and ignores more clicks. */
export const JoiningWaitlist: Story = {
  args: { joiningWaitlistId: 'dota2' },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Join the waitlist' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LinkedAndWaitlistedRTL: Story = {
  globals: { locale: 'ar' },
  args: { games: withStatus },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('list', { name: 'الألعاب' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Valorant/ })).toHaveTextContent('الحساب مرتبط');
    await expect(canvas.getByText('أنت على قائمة الانتظار')).toBeVisible();
  },
};

/** A game whose operator uploaded a picture shows that picture instead of Arena's key art. */
export const OperatorPicture: Story = {
  args: { games: games.map((game) => (game.id === 'lol' ? { ...game, image: operatorPicture } : game)) },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    const lol = canvas.getByRole('button', { name: 'League of Legends' });
    await expect(lol.querySelector('img')).toHaveAttribute('src', operatorPicture);
    await expect(canvasElement.querySelectorAll('[data-game-art]')).toHaveLength(games.length - 1);
  },
};

/** Hindi and Urdu: the states in the reader's language. */
export const LinkedAndWaitlistedHindi: Story = {
  globals: { locale: 'hi' },
  args: { games: withStatus },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
};
export const WaitlistUrdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
};
