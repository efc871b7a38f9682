import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { EditableText, type EditableTextProps } from './EditableText';

function setup(props: Partial<EditableTextProps> = {}, lang: TestLanguage = 'en') {
  const onSave = vi.fn();
  const onEditingChange = vi.fn();
  const view = render(
    inLanguage(
      lang,
      <EditableText value="NightOwl" onSave={onSave} onEditingChange={onEditingChange} {...props} />,
    ),
  );
  return { onSave, onEditingChange, user: userEvent.setup(), ...view };
}

describe('EditableText', () => {
  it('opens on the pencil with the saved value selected', async () => {
    const { user, onEditingChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit display name' }));
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('NightOwl');
    expect(input).toHaveAttribute('maxlength', '50');
    expect(onEditingChange).toHaveBeenCalledWith(true);
  });

  it('Enter saves the draft and hands focus back to the pencil', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit display name' }));
    await user.keyboard('{Control>}a{/Control}Layla{Enter}');
    expect(onSave).toHaveBeenCalledWith('Layla');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit display name' })).toHaveFocus();
  });

  it('Escape cancels without saving and the next edit starts from the saved value', async () => {
    const { user, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit display name' }));
    await user.keyboard('zzz{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('NightOwl')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit display name' }));
    expect(screen.getByRole('textbox')).toHaveValue('NightOwl');
  });

  it('while saving ignores Enter and Escape', async () => {
    const { user, onSave, onEditingChange } = setup({ editing: true, saving: true });
    screen.getByRole('textbox').focus();
    await user.keyboard('{Enter}{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(onEditingChange).not.toHaveBeenCalled();
  });

  it('controlled: save and cancel report intent, the parent closes the editor', async () => {
    const { user, onSave, onEditingChange } = setup({ editing: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('NightOwl');
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onEditingChange).toHaveBeenCalledWith(false);
  });

  it('says its own words in Arabic (issue 32)', async () => {
    const { user } = setup({}, 'ar');
    await user.click(screen.getByRole('button', { name: 'تعديل الاسم المعروض' }));
    expect(screen.getByRole('textbox', { name: 'الاسم المعروض' })).toHaveValue('NightOwl');
    expect(screen.getByRole('button', { name: 'حفظ' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  });
});
