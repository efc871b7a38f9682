import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminGameList, type AdminGameListItem } from './AdminGameList';

const art = (colour: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><title>${letter}</title><circle cx="32" cy="32" r="14" fill="#fff"/></svg>`,
  )}`;

const games: AdminGameListItem[] = [
  { id: 'lol', name: 'League of Legends', image: art('#0a6cff', 'L'), isActive: true, waitlistCount: 0 },
  { id: 'valorant', name: 'Valorant', image: art('#ff4655', 'V'), isActive: true, waitlistCount: 1 },
  { id: 'cs2', name: 'Counter-Strike 2', image: art('#de9b35', 'C'), isActive: false, waitlistCount: 1284 },
];

const meta = {
  title: 'Admin/AdminGameList',
  component: AdminGameList,
  args: {
    status: 'ready',
    games,
    onToggle: fn(),
    onImage: fn(),
    onMove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminGameList>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;

/** Each game with its waitlist, open switch, image picker and Up/Down; the first cannot go up, the last not down. */
export const Filled: Story = {
  globals: desktop,
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('1,284 players waiting')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Up: League of Legends' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Down: Counter-Strike 2' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('switch', { name: /Counter-Strike 2 open/ }));
    await expect(args.onToggle).toHaveBeenCalledWith(games[2], true);
    await userEvent.click(canvas.getByRole('button', { name: 'Up: Valorant' }));
    await expect(args.onMove).toHaveBeenCalledWith(1, -1);
    const file = new File(['png'], 'new.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Change image: Valorant'), file);
    await expect(args.onImage).toHaveBeenCalledWith(games[1], file);
    window.scrollTo(0, 0);
  },
};
export const FilledRTL: Story = {
  globals: { locale: 'ar', ...desktop },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'الألعاب' })).toBeVisible();
  },
};

/** A change is being saved: its switch shows it, every other control waits. */
export const Saving: Story = {
  globals: desktop,
  args: { pendingId: 'valorant' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Down: League of Legends' })).toBeDisabled();
    await expect(canvas.getByLabelText('Change image: Valorant')).toBeDisabled();
  },
};

/** Before the games arrive: a placeholder announced as loading. */
export const Loading: Story = {
  args: { status: 'loading', games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const LoadingRTL: Story = { ...Loading, globals: { locale: 'ar' }, play: undefined };

/** No games yet: says where games come from. */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No games yet.' })).toBeVisible();
  },
};
export const EmptyRTL: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

/** A failed load or change: the reason and Try again above the list. */
export const Failed: Story = {
  args: { games: games.slice(0, 1), error: 'Network error. Please check your connection and try again.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
/** Phones: each game stacks its controls. */
export const Phone: Story = { args: { games: games.slice(0, 2) } };

export const FailedRTL: Story = {
  globals: { locale: 'ar' },
  args: { games: games.slice(0, 1), error: 'خطأ في الشبكة. يرجى التحقق من اتصالك والمحاولة مرة أخرى.' },
};
