import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { PackCard, type PackCardProps } from './PackCard';

const pack = (overrides: Partial<PackCardProps> = {}) => (
  <PackCard
    gCoins={10}
    price="AED 161.59"
    originalPrice="AED 201.99"
    discountPercent={20}
    bestValue
    firstPurchase={{ gCoins: 20 }}
    currency="AED"
    selected
    onCardCheckout={vi.fn()}
    onHostedCheckout={vi.fn()}
    {...(overrides as object)}
  />
);

describe('the pack card says its own words from its data (issue 32)', () => {
  it('in English: name, discount, ribbon, regular price, first purchase, selected and the checkouts', async () => {
    const onHostedCheckout = vi.fn();
    render(inLanguage('en', pack({ onHostedCheckout })));
    const card = within(screen.getByRole('article', { name: '10 GCoins' }));
    expect(card.getByText('20% off')).toBeVisible();
    expect(card.getByText('Best value')).toBeVisible();
    expect(card.getByText('Selected')).toBeVisible();
    // The struck price is named, since <s> is silent.
    expect(card.getByText('AED 201.99').closest('span')).toHaveTextContent('Regular price AED 201.99');
    expect(card.getByText('First purchase doubled')).toBeVisible();
    expect(card.getByText('You receive 20 GCoins')).toBeVisible();
    expect(card.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
    await userEvent.click(card.getByRole('button', { name: 'Pay in AED' }));
    expect(onHostedCheckout).toHaveBeenCalledOnce();
  });

  it('in English: one GCoin without a discount has no ribbon, no struck price and no badges', () => {
    render(
      inLanguage(
        'en',
        <PackCard gCoins={1} price="$5.50" onCardCheckout={vi.fn()} onHostedCheckout={vi.fn()} />,
      ),
    );
    const card = screen.getByRole('article', { name: '1 GCoin' });
    expect(card).not.toHaveTextContent('Regular price');
    expect(card).not.toHaveTextContent('Best value');
    expect(card).not.toHaveTextContent('Selected');
    expect(within(card).getByRole('button', { name: 'Pay in USD' })).toBeVisible();
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', pack()));
    const card = within(screen.getByRole('article'));
    expect(card.getByText('أفضل قيمة')).toBeVisible();
    expect(card.getByRole('button', { name: 'ادفع بالبطاقة' })).toBeVisible();
    expect(card.getByText('AED 201.99').closest('span')).toHaveTextContent('السعر العادي AED 201.99');
  });
});
