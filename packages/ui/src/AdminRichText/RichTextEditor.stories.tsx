import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RichTextEditor, type RichTextEditorLabels, type RichTextEditorProps } from './RichTextEditor';

const english: RichTextEditorLabels = {
  label: 'Description',
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  linkAddress: 'Link address',
  applyLink: 'Add link',
  removeLink: 'Remove link',
  cancel: 'Cancel',
  invalidLink: 'Use an address that starts with https://, mailto: or /.',
  counter: (length, max) => `${length} of ${max} characters`,
};

const arabic: RichTextEditorLabels = {
  label: 'الوصف',
  toolbar: 'التنسيق',
  bold: 'غامق',
  italic: 'مائل',
  bulletList: 'قائمة نقطية',
  numberedList: 'قائمة مرقّمة',
  link: 'رابط',
  undo: 'تراجع',
  redo: 'إعادة',
  linkAddress: 'عنوان الرابط',
  applyLink: 'إضافة الرابط',
  removeLink: 'إزالة الرابط',
  cancel: 'إلغاء',
  invalidLink: 'استخدم عنوانًا يبدأ بـ https:// أو mailto: أو /.',
  counter: (length, max) => `${length} من ${max} حرفًا`,
};

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
    labels: english,
    maxLength: 2000,
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' }, args: { labels: arabic } } as const;

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

    // Undo takes the bold away again.
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(editor.querySelector('strong')).toBeNull();
  },
};

/** The toolbar is one tab stop; arrow keys move along it. */
export const Toolbar: Story = {
  args: { value: description },
  play: async ({ canvas }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
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
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    await expect(address).toHaveAccessibleDescription(
      'Use an address that starts with https://, mailto: or /.',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'https://arena.example/rules');
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
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

/** Given only the field's label, the editor says its own words (admin.common.editor.*), here in Arabic. */
export const OwnWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: { labels: { label: 'الوصف' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'الوصف: التنسيق' })).toBeVisible();
  },
};
