import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ConnectedAccountsList } from './ConnectedAccountsList';

// The list says its own words (profile.games.* in the locale files) in the toolbar's language.
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
    remainingDisconnections: 3,
    accounts: [
      { gameType: 'Valorant', gameName: 'Valorant', accountName: 'Lina#EUW', canDisconnect: true },
      {
        gameType: 'Steam',
        gameName: 'Steam',
        accountName: 'lina_h',
        detail: 'CS2, Dota 2',
        canDisconnect: true,
      },
      { gameType: 'Supercell', gameName: 'Brawl Stars', accountName: 'Lina (#2PPQ)', canDisconnect: false },
    ],
    onDisconnect: fn(),
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
  args: { remainingDisconnections: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Disconnect Valorant' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { accounts: [] } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    remainingDisconnections: 2,
    accounts: [
      { gameType: 'Valorant', gameName: 'فالورانت', accountName: 'Lina#EUW', canDisconnect: true },
      { gameType: 'Supercell', gameName: 'براول ستارز', accountName: 'Lina (#2PPQ)', canDisconnect: true },
    ],
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
    accounts: [],
    emptyAction: <Button href="/challenges">اربط لعبة</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'اربط لعبة' })).toBeVisible();
  },
};

/** Arabic plural rules for the counter; Hindi and Urdu say the same words in their language. */
export const TwoLeftRTL: Story = {
  globals: { locale: 'ar' },
  args: { remainingDisconnections: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'الألعاب المرتبطة' })).toBeVisible();
    await expect(canvas.getByText('مرتا فصل متبقيتان')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'فصل Valorant' })).toBeEnabled();
  },
};
export const Hindi: Story = { globals: { locale: 'hi' } };
export const UrduEmpty: Story = { globals: { locale: 'ur' }, args: { accounts: [] } };
