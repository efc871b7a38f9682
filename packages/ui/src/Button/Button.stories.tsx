import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ArrowForwardIcon } from '../Icon';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Join challenge', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, fullWidth: false },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'View details' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip for now' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Disconnect game' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Paying' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Paying' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Entry closed' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Buy GCoins' } };

export const WithIcon: Story = {
  args: { iconEnd: <ArrowForwardIcon />, children: 'Continue' },
};

export const AsLink: Story = {
  args: { href: '/challenges', variant: 'secondary', children: 'Browse challenges' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
  },
};

export const LongText: Story = {
  args: { fullWidth: true, children: 'Register for the weekend championship and compete for the prize pool' },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { iconEnd: <ArrowForwardIcon />, children: 'انضم إلى التحدي' },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { iconEnd: <ArrowForwardIcon />, children: 'چیلنج میں شامل ہوں' },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { children: 'चुनौती में शामिल हों' },
};
