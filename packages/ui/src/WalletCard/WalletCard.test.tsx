import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderBalances } from '../BalancePill';
import { inLanguage } from '../testing/inLanguage';
import { WalletCard } from './WalletCard';

describe('the wallet balances say their own words (issue 32)', () => {
  it('in English: a card names its currency and reads its amount; loading is announced', () => {
    const { rerender } = render(
      inLanguage(
        'en',
        <>
          <WalletCard currency="gcoin" amount={1250} />
          <WalletCard currency="crystal" amount={1} />
        </>,
      ),
    );
    expect(screen.getByRole('region', { name: 'GCoins' })).toHaveTextContent('1,250 GCoins');
    expect(screen.getByRole('region', { name: 'Crystals' })).toHaveTextContent('1 crystal');
    rerender(inLanguage('en', <WalletCard currency="gcoin" amount={0} loading />));
    expect(screen.getByRole('region', { name: 'GCoins' })).toHaveTextContent('Loading balances');
  });

  it('in Arabic: the words of ar.json, with its plural forms', () => {
    render(inLanguage('ar', <WalletCard currency="crystal" amount={3} />));
    expect(screen.getByRole('region', { name: 'الكريستالات' })).toHaveTextContent('3 كريستالات');
  });

  it('in English and Arabic: the header link is named with the figures in full, or as loading', () => {
    const compact = (amount: number) => `${Math.round(amount / 1000)}K`;
    const { rerender } = render(
      inLanguage('en', <HeaderBalances href="/wallet" gCoins={12840} crystals={1845200} format={compact} />),
    );
    expect(screen.getByRole('link', { name: 'Wallet: 12,840 GCoins, 1,845,200 crystals' })).toHaveTextContent(
      '13K',
    );
    rerender(inLanguage('en', <HeaderBalances href="/wallet" gCoins={0} crystals={0} loading />));
    expect(screen.getByRole('link', { name: 'Wallet: loading balances' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(inLanguage('ar', <HeaderBalances href="/wallet" gCoins={1250} crystals={18475} />));
    expect(screen.getByRole('link', { name: 'المحفظة: 1,250 GCoins و18,475 كريستالة' })).toBeVisible();
  });
});
