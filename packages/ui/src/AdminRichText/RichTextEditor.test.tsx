import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { RichTextEditor } from './RichTextEditor';

const editor = (label: string, value = '<p>Read the rules</p>') => (
  <RichTextEditor label={label} value={value} onChange={vi.fn()} maxLength={2000} />
);

describe('RichTextEditor says its own words (issue 32)', () => {
  it('in English: the toolbar, its tools and the counter from en.json, named after the field', () => {
    render(inLanguage('en', editor('Description')));
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    const toolbar = within(screen.getByRole('toolbar', { name: 'Description: formatting' }));
    expect(toolbar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect(screen.getByText('14/2000')).toBeInTheDocument();
    expect(screen.getByText('14 of 2000 characters')).toBeInTheDocument();
  });

  it('in English: the link form says its words and refuses an address off the allowlist', async () => {
    render(inLanguage('en', editor('Description')));
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(address).toHaveAccessibleDescription(
      'Use an https://, mailto: or site address such as /challenges.',
    );
    // (Cancel refocuses the editor, which scrolls: a layout jsdom lacks; the OwnWordsRTL story clicks it.)
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('in Arabic: the toolbar, the link form and the counter from ar.json', async () => {
    render(inLanguage('ar', editor('الوصف')));
    const toolbar = within(screen.getByRole('toolbar', { name: 'الوصف: التنسيق' }));
    expect(toolbar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'غامق',
      'مائل',
      'قائمة نقطية',
      'قائمة مرقّمة',
      'رابط',
      'تراجع',
      'إعادة',
    ]);
    await userEvent.click(toolbar.getByRole('button', { name: 'رابط' }));
    expect(screen.getByRole('textbox', { name: 'عنوان الرابط' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تطبيق الرابط' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(screen.getByText('14 من 2000 حرف')).toBeInTheDocument();
  });
});
