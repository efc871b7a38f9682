import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ConnectedAccountsList } from './ConnectedAccountsList';

const meta = {
  title: 'Profile/ConnectedAccountsList',
  component: ConnectedAccountsList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    heading: 'Connected games',
    remainingLabel: 'Disconnections left: 3',
    remainingDisconnections: 3,
    accounts: [
      { gameType: 'Valorant', gameLabel: 'Valorant', accountName: 'Lina#EUW', canDisconnect: true },
      {
        gameType: 'Steam',
        gameLabel: 'Steam',
        accountName: 'lina_h',
        detail: 'CS2, Dota 2',
        canDisconnect: true,
      },
      { gameType: 'Supercell', gameLabel: 'Brawl Stars', accountName: 'Lina (#2PPQ)', canDisconnect: false },
    ],
    disconnectLabel: (game: string) => `Disconnect ${game}`,
    disconnectText: 'Disconnect',
    onDisconnect: fn(),
    emptyTitle: 'No games connected yet',
    emptyBody: 'Pick a game on the challenges page to link your account.',
  },
} satisfies Meta<typeof ConnectedAccountsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Valorant' }));
    await expect(args.onDisconnect).toHaveBeenCalledWith('Valorant');
    await expect(canvas.queryByRole('button', { name: 'Disconnect Brawl Stars' })).not.toBeInTheDocument();
  },
};

export const NoneLeft: Story = {
  args: { remainingDisconnections: 0, remainingLabel: 'Disconnections left: 0' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Disconnect Valorant' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { accounts: [] } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    heading: 'الألعاب المتصلة',
    remainingLabel: 'مرات فصل متبقية: 2',
    remainingDisconnections: 2,
    accounts: [
      { gameType: 'Valorant', gameLabel: 'فالورانت', accountName: 'Lina#EUW', canDisconnect: true },
      { gameType: 'Supercell', gameLabel: 'براول ستارز', accountName: 'Lina (#2PPQ)', canDisconnect: true },
    ],
    disconnectLabel: (game: string) => `فصل ${game}`,
    disconnectText: 'فصل',
  },
};

/** Nothing linked: the empty state leads on to linking a game. */
export const EmptyWithNextStep: Story = {
  args: {
    accounts: [],
    emptyAction: <Button href="/challenges">Link a game</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Link a game' })).toHaveAttribute('href', '/challenges');
  },
};

export const EmptyWithNextStepRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    heading: 'الألعاب المتصلة',
    remainingLabel: 'مرات فصل متبقية: 3',
    accounts: [],
    emptyTitle: 'لا توجد حسابات ألعاب مرتبطة بعد',
    emptyBody: 'اربط حسابك عند الانضمام إلى تحدٍّ.',
    emptyAction: <Button href="/challenges">اربط لعبة</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'اربط لعبة' })).toBeVisible();
  },
};

/** Without word props the list says the locale's words, with Arabic plural rules for the counter. */
export const OwnWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    heading: undefined,
    remainingLabel: undefined,
    disconnectLabel: undefined,
    disconnectText: undefined,
    emptyTitle: undefined,
    emptyBody: undefined,
    remainingDisconnections: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'الألعاب المرتبطة' })).toBeVisible();
    await expect(canvas.getByText('مرتا فصل متبقيتان')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'فصل Valorant' })).toBeEnabled();
  },
};
