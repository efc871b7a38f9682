import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { JoinInvite } from './JoinInvite';

const meta = {
  title: 'Profile/JoinInvite',
  component: JoinInvite,
  args: { playerName: 'Layla Haddad', action: <Button href="/join">Join now</Button> },
} satisfies Meta<typeof JoinInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Think you can beat/ })).toHaveTextContent(
      'Layla Haddad',
    );
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/join');
  },
};

/** An Arabic sentence around a Latin name: the name is isolated so the question mark stays at the end. */
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { playerName: 'ProSniper 99', action: <Button href="/join">انضم الآن</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('ProSniper 99');
  },
};

export const LongName: Story = {
  args: { playerName: 'TheQuickBrownFoxJumpsOverTheLazyDogEveryDay' },
};
