import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EditableText, type EditableTextProps } from './EditableText';

/** Saves at once, like a page whose request succeeded. */
function Stateful(props: EditableTextProps) {
  const [value, setValue] = useState(props.value);
  return (
    <EditableText
      {...props}
      value={value}
      onSave={(draft) => {
        props.onSave(draft);
        if (draft.trim()) setValue(draft.trim());
      }}
    />
  );
}

// The editor says its own words (profile.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Profile/EditableText',
  component: EditableText,
  args: { value: 'NightOwl', onSave: fn(), onEditingChange: fn(), as: 'h2' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof EditableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Editing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit display name' }));
    const input = canvas.getByRole('textbox', { name: 'Display name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('NightOwl');
    await expect(canvas.getByText('8 of 50 characters')).toBeInTheDocument();
  },
};

export const EnterSaves: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit display name' }));
    await userEvent.keyboard('{Control>}a{/Control}Layla the Swift{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Layla the Swift');
    await expect(canvas.getByRole('heading', { name: 'Layla the Swift' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit display name' })).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit display name' }));
    await userEvent.keyboard('Something else{Escape}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'NightOwl' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Saving: Story = {
  args: { editing: true, saving: true },
  render: (args) => <EditableText {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Error: Story = {
  args: { editing: true, error: 'Could not update your name. Try again.' },
  render: (args) => <EditableText {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Success: Story = {
  args: { successMessage: 'Name updated.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Name updated.');
  },
};

export const LongName: Story = { args: { value: 'Maximilian Alexander Montgomery-Featherstonehaugh' } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    value: 'بومة الليل',
    successMessage: 'تم تحديث الاسم.',
  },
};

export const RTLEditing: Story = {
  globals: { locale: 'ar' },
  args: RTL.args,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل الاسم المعروض' }));
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    value: 'رات کا الو',
  },
};

export const Hindi: Story = { globals: { locale: 'hi' }, args: { value: 'रात का उल्लू' } };
