import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { imagesLoaded } from '../Avatar/storyImages';
import { GamePicker } from './GamePicker';

// Local art only: an inline SVG per game, so screenshots never wait on a network.
const art = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="120" fill="url(#g)"/><circle cx="80" cy="60" r="26" fill="rgba(255,255,255,0.35)"/></svg>`,
  )}`;

const games = [
  { id: 'lol', name: 'League of Legends', image: art('#0b3d5c', '#c89b3c'), active: true },
  { id: 'valorant', name: 'Valorant', image: art('#ff4655', '#0f1923'), active: true },
  { id: 'cs2', name: 'CS2', image: art('#de9b35', '#1b2838'), active: true },
  { id: 'dota2', name: 'Dota 2', image: art('#a72714', '#111111'), active: false },
  { id: 'brawlstars', name: 'Brawl Stars', image: art('#ffce00', '#1f6feb'), active: true },
];

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

const meta = {
  title: 'Challenges/GamePicker',
  component: GamePicker,
  render: (args) => <Harness {...args} />,
  args: {
    label: 'Games',
    games,
    selectedId: null,
    onSelect: fn(),
    waitlistLabel: 'Join waitlist',
    onJoinWaitlist: fn(),
    inactiveLabel: 'Coming soon',
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
    const join = canvas.getByRole('button', { name: 'Join waitlist', description: 'Dota 2' });
    await userEvent.click(join);
    await expect(args.onJoinWaitlist).toHaveBeenCalledWith('dota2');
    join.blur();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الألعاب',
    selectedId: 'cs2',
    waitlistLabel: 'انضم إلى قائمة الانتظار',
    inactiveLabel: 'قريبًا',
  },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
};

const withStatus = games.map((game) =>
  game.active
    ? { ...game, hint: game.id === 'valorant' ? 'Linked' : 'Link your account to play' }
    : { ...game, waitlisted: true },
);

/** Active games say whether an account is linked; a waitlisted game says so instead of its button. */
export const LinkedAndWaitlisted: Story = {
  args: { games: withStatus, waitlistedLabel: 'You are on the waitlist' },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: /Valorant/ })).toHaveTextContent('Linked');
    await expect(canvas.queryByRole('button', { name: 'Join waitlist' })).not.toBeInTheDocument();
    await expect(canvas.getByText('You are on the waitlist')).toBeVisible();
  },
};

/** The waitlist request is on its way: the button shows progress and ignores more clicks. */
export const JoiningWaitlist: Story = {
  args: { joiningWaitlistId: 'dota2', waitlistedLabel: 'You are on the waitlist' },
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Join waitlist' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LinkedAndWaitlistedRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الألعاب',
    games: games.map((game) =>
      game.active
        ? { ...game, hint: game.id === 'valorant' ? 'مرتبط' : 'اربط حسابك لتلعب' }
        : { ...game, waitlisted: true },
    ),
    waitlistLabel: 'انضم إلى قائمة الانتظار',
    waitlistedLabel: 'أنت على قائمة الانتظار',
    inactiveLabel: 'قريبًا',
  },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
  },
};
