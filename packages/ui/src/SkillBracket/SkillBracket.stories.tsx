import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkillBracket } from './SkillBracket';

const meta = {
  title: 'Challenges/SkillBracket',
  component: SkillBracket,
  args: { bracket: 2, label: 'Bracket 2 · skill 4–6' },
} satisfies Meta<typeof SkillBracket>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
const brackets = [1, 2, 3, 4, 5, 6] as const;
const levels = (bracket: number) => `${bracket * 3 - 2}–${bracket * 3}`;

export const Playground: Story = {};

/** What a challenge admits: all six, filled in the card border colours, named in words. */
export const ChallengeBrackets: Story = {
  render: () => (
    <div style={row}>
      {brackets.map((bracket) => (
        <SkillBracket
          key={bracket}
          bracket={bracket}
          label={`Bracket ${bracket} · skill ${levels(bracket)}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bracket 1 · skill 1–3')).toBeVisible();
    await expect(canvas.getByText('Bracket 6 · skill 16–18')).toBeVisible();
  },
};

/** The bracket a player entered with: outlined, the colour as a dot beside the words. */
export const PlayerBrackets: Story = {
  render: () => (
    <div style={row}>
      {brackets.map((bracket) => (
        <SkillBracket
          key={bracket}
          variant="player"
          bracket={bracket}
          label={`Your bracket ${bracket} · skill ${levels(bracket)}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Your bracket 4 · skill 10–12');
    await expect(badge).toHaveAttribute('data-bracket', '4');
  },
};

/** Right to left (Arabic): the words read from the right, the dot leads them. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={row}>
      <SkillBracket bracket={2} label="الفئة 2 · المهارة 4–6" />
      <SkillBracket variant="player" bracket={2} label="فئتك 2 · المهارة 4–6" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فئتك 2 · المهارة 4–6')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
