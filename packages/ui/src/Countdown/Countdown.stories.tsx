import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from './Countdown';

const now = new Date('2025-06-01T12:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: {
    now,
    target: inMinutes(2 * 24 * 60 + 4 * 60 + 13),
    label: 'Ends in',
    units: { days: 'd', hours: 'h', minutes: 'm' },
    endedLabel: 'Ended',
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in2d04h13m');
  },
};

export const StartsIn: Story = { args: { label: 'Starts in', target: inMinutes(45) } };

export const LastMinute: Story = { args: { target: new Date(now.getTime() + 20_000) } };

export const Ended: Story = {
  args: { target: inMinutes(-5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ended')).toBeInTheDocument();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { label: 'ينتهي خلال', units: { days: 'ي', hours: 'س', minutes: 'د' }, endedLabel: 'انتهى' },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { label: 'समाप्त होने में', units: { days: 'दि', hours: 'घं', minutes: 'मि' }, endedLabel: 'समाप्त' },
};

/** The card's chip: hours and minutes within a day. */
export const Chip: Story = {
  args: { variant: 'chip', label: 'Starts in', target: inMinutes(2 * 60 + 14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in2h 14m');
  },
};

export const ChipFinished: Story = {
  args: { variant: 'chip', target: inMinutes(-5), endedLabel: 'Finished' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toBeVisible();
  },
};

export const ChipRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    variant: 'chip',
    label: 'ينتهي خلال',
    units: { days: 'ي', hours: 'س', minutes: 'د' },
    endedLabel: 'انتهى',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('ينتهي خلال2ي 4س');
  },
};
