import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import type { Lang } from '../theme/language';
import { AdminLanguageTabs } from './AdminLanguageTabs';

/** An operator's title per language (their words: the page passes them, as the console does). */
const titles: Record<Lang, string> = {
  en: 'Valorant Friday Cup',
  ar: 'كأس فالورانت ليوم الجمعة',
  hi: 'वैलोरेंट फ्राइडे कप',
  ur: 'ویلورنٹ جمعہ کپ',
};
const fieldLabel: Record<string, string> = { en: 'Title', ar: 'العنوان' };

function TitleTabs({ onSelect, ui = 'en' }: { onSelect: (language: Lang) => void; ui?: 'en' | 'ar' }) {
  return (
    <AdminLanguageTabs onSelect={onSelect}>
      {(language) => <TextField label={fieldLabel[ui]} defaultValue={titles[language]} />}
    </AdminLanguageTabs>
  );
}

const meta = {
  title: 'Admin/AdminLanguageTabs',
  component: TitleTabs,
  args: { onSelect: fn() },
} satisfies Meta<typeof TitleTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English first (required); the Arabic tab edits right to left and says it is optional. */
export const English: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'English (required)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(titles.en);
    await userEvent.click(canvas.getByRole('tab', { name: 'العربية' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('ar');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('Optional. A field left empty shows players the English words.');
    const field = within(panel).getByRole('textbox', { name: 'Title' });
    await expect(field).toHaveValue(titles.ar);
    await expect(field.closest('[data-language]')).toHaveAttribute('dir', 'rtl');
    await expect(field.closest('[data-language]')).toHaveAttribute('lang', 'ar');
  },
};

/** The Hindi tab: left to right. */
export const HindiTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'हिन्दी' }));
    const field = within(canvas.getByRole('tabpanel')).getByRole('textbox', { name: 'Title' });
    await expect(field).toHaveValue(titles.hi);
    await expect(field.closest('[data-language]')).toHaveAttribute('dir', 'ltr');
  },
};

/** An Arabic console: the tabs in right-to-left order; the Urdu tab edits right to left. */
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { ui: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'English (مطلوبة)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'اردو' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('اختياري. الحقل المتروك فارغًا يعرض للاعبين الكلمات الإنجليزية.');
    const field = within(panel).getByRole('textbox', { name: 'العنوان' });
    await expect(field).toHaveValue(titles.ur);
    await expect(field.closest('[data-language]')).toHaveAttribute('dir', 'rtl');
  },
};
