import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ChallengeFilters } from './ChallengeFilters';

type Args = ComponentProps<typeof ChallengeFilters>;

function Harness(args: Args) {
  const [value, setValue] = useState(args.value);
  return (
    <ChallengeFilters
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Challenges/ChallengeFilters',
  component: ChallengeFilters,
  render: (args) => <Harness {...args} />,
  args: {
    label: 'Challenge type',
    options: [
      { value: 'all', label: 'All' },
      { value: 'premium', label: 'Premium' },
      { value: 'daily', label: 'Daily' },
      { value: 'free', label: 'Free' },
      { value: 'boosters', label: 'Boosters' },
    ],
    value: 'all',
    onChange: fn(),
  },
} satisfies Meta<typeof ChallengeFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Challenge type' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
  },
};

export const Selecting: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await expect(args.onChange).toHaveBeenCalledWith('daily');
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Free' })).toBeChecked();
  },
};

export const PremiumSelected: Story = { args: { value: 'premium' } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'نوع التحدي',
    value: 'free',
    options: [
      { value: 'all', label: 'الكل' },
      { value: 'premium', label: 'مميز' },
      { value: 'daily', label: 'يومي' },
      { value: 'free', label: 'مجاني' },
      { value: 'boosters', label: 'معززات' },
    ],
  },
};

/** "Eligible for me" (issue 34): an on/off chip beside the types; a tick shows when it is on. */
function ToggleHarness(args: Args) {
  const [value, setValue] = useState(args.value);
  const [eligible, setEligible] = useState(args.toggle?.checked ?? false);
  return (
    <ChallengeFilters
      {...args}
      value={value}
      onChange={setValue}
      toggle={{
        label: args.toggle?.label ?? '',
        checked: eligible,
        onChange: (next) => {
          args.toggle?.onChange(next);
          setEligible(next);
        },
      }}
    />
  );
}

export const EligibleForMe: Story = {
  render: (args) => <ToggleHarness {...args} />,
  args: { toggle: { label: 'Eligible for me', checked: true, onChange: fn() } },
  play: async ({ canvas, args }) => {
    const eligible = canvas.getByRole('checkbox', { name: 'Eligible for me' });
    await expect(eligible).toBeChecked();
    // Outside the type group: choosing a type leaves it on.
    await expect(canvas.getByRole('radiogroup', { name: 'Challenge type' })).not.toContainElement(eligible);
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await expect(eligible).toBeChecked();
    await userEvent.click(eligible);
    await expect(args.toggle?.onChange).toHaveBeenCalledWith(false);
    await expect(eligible).not.toBeChecked();
    await userEvent.click(eligible);
    await expect(eligible).toBeChecked();
  },
};

export const EligibleForMeRTL: Story = {
  ...RTL,
  render: (args) => <ToggleHarness {...args} />,
  args: { ...RTL.args, toggle: { label: 'المتاحة لي', checked: true, onChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'المتاحة لي' })).toBeChecked();
  },
};
