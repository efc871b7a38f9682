import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { StatsStrip } from './StatsStrip';

const items = [{ id: 'players', label: 'Players', value: '12' }];

describe('the stats strip announces its loading in its own words (issue 32)', () => {
  it('in English: Loading statistics while loading, then the figures', () => {
    const { rerender } = render(inLanguage('en', <StatsStrip items={[]} loading />));
    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics');
    rerender(inLanguage('en', <StatsStrip items={items} />));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Players');
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', <StatsStrip items={[]} loading />));
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل الإحصاءات');
  });
});
