import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { RegionDialog } from './RegionDialog';

describe('RegionDialog says its own words (issue 32)', () => {
  it('in English: names the regions with their servers and confirms the chosen one', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(inLanguage('en', <RegionDialog open onConfirm={onConfirm} onClose={onClose} />));
    const dialog = within(screen.getByRole('dialog', { name: 'Choose your Valorant region' }));
    const group = within(dialog.getByRole('radiogroup', { name: 'Region' }));
    expect(group.getAllByRole('radio')).toHaveLength(3);
    expect(dialog.getByText('Asia Pacific, Korea, Japan, Oceania')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(group.getByRole('radio', { name: /^Asia/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(onConfirm).toHaveBeenCalledWith('Asia');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('in Arabic: the words of ar.json, with the given region chosen', () => {
    render(
      inLanguage('ar', <RegionDialog open defaultValue="Europe" onConfirm={vi.fn()} onClose={vi.fn()} />),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'اختر منطقتك في Valorant' }));
    expect(dialog.getByRole('radiogroup', { name: 'المنطقة' })).toBeVisible();
    expect(dialog.getByText('غرب أوروبا، شمال وشرق أوروبا، تركيا، الشرق الأوسط')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'متابعة' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeVisible();
  });
});
