import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from './Countdown';

// The countdown says its own words (issue 32): 'Starts in' / 'Ends in', the unit letters and what shows
// once it is over come from the locale files in the toolbar's language.

const now = new Date('2025-06-01T12:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { now, target: inMinutes(2 * 24 * 60 + 4 * 60 + 13), kind: 'ends' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in2d04h13m');
  },
};

export const StartsIn: Story = {
  args: { kind: 'starts', target: inMinutes(45) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in0d00h45m');
  },
};

export const LastMinute: Story = { args: { target: new Date(now.getTime() + 20_000) } };

export const Ended: Story = {
  args: { target: inMinutes(-5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ended')).toBeInTheDocument();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('ينتهي خلال2ي04س13د');
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('खत्म होने में2दि04घं13मि');
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { kind: 'starts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('شروع ہونے میں2دن04گھ13منٹ');
  },
};

/** The card's chip: hours and minutes within a day. */
export const Chip: Story = {
  args: { variant: 'chip', kind: 'starts', target: inMinutes(2 * 60 + 14) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in2h 14m');
  },
};

export const ChipFinished: Story = {
  args: { variant: 'chip', target: inMinutes(-5), ended: 'finished' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toBeVisible();
  },
};

export const ChipVoidedRTL: Story = {
  globals: { locale: 'ar' },
  args: { variant: 'chip', target: inMinutes(-5), ended: 'voided' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مُلغى')).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const ChipRTL: Story = {
  globals: { locale: 'ar' },
  args: { variant: 'chip' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('ينتهي خلال2ي 4س');
  },
};
