import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { SavedCards, type SavedCardsProps } from './SavedCards';

const visa = { id: 'c1', panMasked: '411111******1111', expiryMonth: 7, expiryYear: 2030, preferred: true };
const unknown = {
  id: 'c9',
  panMasked: '999999******9999',
  expiryMonth: 1,
  expiryYear: 2031,
  preferred: false,
};

function props(overrides: Partial<SavedCardsProps> = {}): SavedCardsProps {
  return {
    status: 'ready',
    cards: [visa, unknown],
    onRetry: vi.fn(),
    onAdd: vi.fn(),
    onRemove: vi.fn(),
    onConfirmRemove: vi.fn(),
    onCancelRemove: vi.fn(),
    ...overrides,
  };
}

describe('SavedCards says its own words (issue 32)', () => {
  it('in English: the heading, the list, each card’s name, expiry and remove button', async () => {
    const onRemove = vi.fn();
    render(inLanguage('en', <SavedCards {...props({ onRemove })} />));
    expect(screen.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('VisaPreferred');
    expect(items[0]).toHaveTextContent('Expires 07/30');
    expect(items[1]).toHaveTextContent('Card');
    expect(items[1]).toHaveTextContent('Expires 01/31');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Card ending in 9999' }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith('c9');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeVisible();
  });

  it('says the outcome it is given, and a failed add instead of it', () => {
    const { rerender } = render(inLanguage('en', <SavedCards {...props({ outcome: 'deleted' })} />));
    expect(screen.getByRole('status')).toHaveTextContent('Card removed.');
    rerender(inLanguage('en', <SavedCards {...props({ outcome: 'cancelled' })} />));
    expect(screen.getByRole('status')).toHaveTextContent('Adding the card was cancelled.');
    rerender(inLanguage('en', <SavedCards {...props({ outcome: 'saved', addError: 'Offline' })} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    expect(screen.queryByText('Card saved.')).toBeNull();
  });

  it('the loading, empty and error states', () => {
    const { rerender } = render(inLanguage('en', <SavedCards {...props({ status: 'loading' })} />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading payment methods');
    rerender(inLanguage('en', <SavedCards {...props({ cards: [] })} />));
    expect(screen.getByRole('heading', { name: 'No saved cards yet' })).toBeVisible();
    rerender(inLanguage('en', <SavedCards {...props({ status: 'error', error: 'Down' })} />));
    expect(screen.getByRole('heading', { name: 'Your payment methods could not be loaded' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('in Arabic: the removal dialog names the card in ar.json’s words', () => {
    render(inLanguage('ar', <SavedCards {...props({ removing: { id: 'c1', busy: false } })} />));
    const dialog = within(screen.getByRole('dialog', { name: 'إزالة هذه البطاقة؟' }));
    expect(dialog.getByText('لن تُعرض Visa المنتهية بـ 1111 بعد الآن لسحوبات البطاقة.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'إزالة البطاقة' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'طرق الدفع' })).toBeVisible();
  });
});
