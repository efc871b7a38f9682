import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { WinnersList } from './WinnersList';

const winners = [
  { id: 'w2', name: 'Omar Faris', rank: 2 },
  { id: 'w1', name: 'Lina Haddad', rank: 1 },
];

describe('the winners list says its own words (issue 32)', () => {
  it('in English: names itself Winners and reads each rank before the name', () => {
    render(inLanguage('en', <WinnersList winners={winners} />));
    const list = within(screen.getByRole('region', { name: 'Winners' }));
    expect(list.getByRole('heading', { level: 3, name: 'Winners' })).toBeVisible();
    expect(list.getAllByRole('img').map((rank) => rank.getAttribute('aria-label'))).toEqual([
      'Rank 1',
      'Rank 2',
    ]);
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', <WinnersList winners={winners} />));
    const list = within(screen.getByRole('region', { name: 'الفائزون' }));
    expect(list.getByRole('img', { name: 'المركز 1' })).toBeVisible();
    expect(list.getByRole('img', { name: 'المركز 2' })).toBeVisible();
  });
});
