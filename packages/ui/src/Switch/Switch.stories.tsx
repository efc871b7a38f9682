import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

function Stateful(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Switch
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: {
    label: 'Hide my earnings',
    description: 'Visitors to your public profile see a private notice instead of your total earnings.',
    checked: false,
    pending: false,
    disabled: false,
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Off: Story = {};

export const On: Story = { args: { checked: true } };

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Hide my earnings' });
    await expect(toggle).toHaveAccessibleDescription(/private notice/);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.blur();
  },
};

export const Pending: Story = {
  args: { checked: true, pending: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
    toggle.blur();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Focused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'إخفاء أرباحي',
    description: 'يرى زوار ملفك العام إشعارًا بالخصوصية بدلًا من إجمالي أرباحك.',
    checked: true,
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    label: 'میری کمائی چھپائیں',
    description: 'عوامی پروفائل پر آپ کی کل کمائی کی جگہ نجی نوٹس دکھایا جائے گا۔',
  },
};
