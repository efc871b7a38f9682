import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

// The editor says its own words (issue 32): the stories give it only the field's name, and the toolbar, the
// link form and the counter speak the story's language from the locale files.

/** The editor is controlled: the story keeps its value like a form would. */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Admin/RichTextEditor',
  component: RichTextEditor,
  render: (args) => <Controlled {...args} />,
  args: {
    value: '',
    onChange: fn(),
    label: 'Description',
    maxLength: 2000,
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' }, args: { label: 'الوصف' } } as const;

const description =
  '<p>One day, one leaderboard: the <strong>best two players</strong> take the daily cash prize.</p>' +
  '<ul><li><p>Duration: 24 hours</p></li><li><p>Entry fee: 10 GCoin</p></li></ul>';

/** Typing, then Bold: the editor writes <strong> and the toolbar says it is on. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.keyboard('Double XP weekend');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p dir="auto">Double XP weekend</p>'),
    );
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p dir="auto"><strong>Double XP weekend</strong></p>',
    );
    await expect(editor.querySelector('strong')).toHaveTextContent('Double XP weekend');
    await expect(canvas.getByText('17/2000')).toBeVisible();
    await expect(canvas.getByText('17 of 2000 characters')).toBeInTheDocument();

    // Undo takes the bold away again.
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(editor.querySelector('strong')).toBeNull();
  },
};

/** The toolbar is one tab stop; arrow keys move along it. */
export const Toolbar: Story = {
  args: { value: description },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Description: formatting' });
    const tabStops = [...toolbar.querySelectorAll('button')].filter((button) => button.tabIndex === 0);
    await expect(tabStops).toHaveLength(1);
    canvas.getByRole('button', { name: 'Bold' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
  },
};

/** A link needs an address the allowlist keeps; javascript: is refused. */
export const Link: Story = {
  args: { value: '<p>Read the rules</p>' },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = canvas.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply link' }));
    await expect(address).toHaveAccessibleDescription(
      'Use an https://, mailto: or site address such as /challenges.',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'https://arena.example/rules');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply link' }));
    await expect(editor.querySelector('a')).toHaveAttribute('href', 'https://arena.example/rules');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p dir="auto"><a target="_blank" rel="noopener noreferrer nofollow" href="https://arena.example/rules">Read the rules</a></p>',
    );
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Arabic paragraphs flow right to left by themselves (dir="auto"), English ones stay left to right. */
export const ArabicText: Story = {
  ...rtl,
  args: {
    ...rtl.args,
    value:
      '<p>يوم واحد ولوحة صدارة واحدة: يحصل <strong>أفضل لاعبَين</strong> على الجائزة النقدية اليومية.</p><ul><li><p>المدة: 24 ساعة</p></li><li><p>رسوم الدخول: 10 GCoin</p></li></ul><p>English rules follow in the email.</p>',
  },
  play: async ({ canvas }) => {
    const editor = canvas.getByRole('textbox', { name: 'الوصف' });
    const paragraphs = editor.querySelectorAll(':scope > p');
    await expect(getComputedStyle(paragraphs[0]!).direction).toBe('rtl');
    await expect(getComputedStyle(paragraphs[1]!).direction).toBe('ltr');
    const item = editor.querySelector('li')!;
    await expect(getComputedStyle(item).direction).toBe('rtl');
  },
};

/** Over the limit: the counter turns red and the field is invalid. */
export const TooLong: Story = {
  args: { value: '<p>Twelve hours of play for double XP.</p>', maxLength: 20, describedBy: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('35/20')).toBeVisible();
  },
};
export const TooLongRTL: Story = {
  ...rtl,
  args: { ...rtl.args, value: '<p>اثنتا عشرة ساعة من اللعب مقابل ضعف نقاط الخبرة.</p>', maxLength: 20 },
};

export const Disabled: Story = {
  args: { value: description, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
  },
};
export const DisabledRTL: Story = {
  ...rtl,
  args: { ...rtl.args, value: '<p>لا يمكن تعديل تحدٍّ بدأ.</p>', disabled: true },
};
export const EmptyRTL: Story = { ...rtl };

/** Given only the field's name, the editor says its own words (admin.common.editor.*), here in Arabic. */
export const OwnWordsRTL: Story = {
  ...rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'الوصف: التنسيق' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'غامق' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'رابط' }));
    await expect(canvas.getByRole('textbox', { name: 'عنوان الرابط' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تطبيق الرابط' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء' }));
    await expect(canvas.queryByRole('textbox', { name: 'عنوان الرابط' })).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { label: 'विवरण', value: description },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'विवरण: फ़ॉर्मैटिंग' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'बोल्ड' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { label: 'تفصیل', value: '<p>بارہ گھنٹے کھیلیں اور دگنے XP پائیں۔</p>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'تفصیل: فارمیٹنگ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'جلی' })).toBeVisible();
  },
};
