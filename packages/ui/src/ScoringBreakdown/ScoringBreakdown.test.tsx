import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../ConfirmDialog/dialogPolyfill';
import { inLanguage } from '../testing/inLanguage';
import { ScoringBreakdown, type ScoringBreakdownProps } from './ScoringBreakdown';

installDialogPolyfill();

const props: ScoringBreakdownProps = {
  open: true,
  onClose: vi.fn(),
  state: 'ready',
  onRetry: vi.fn(),
  tracking: [],
  entries: [
    { id: 'm2', playedAt: '23 Nov, 14:00', counts: true, points: '12' },
    { id: 'm1', playedAt: '23 Nov, 10:00', counts: false, reason: 'Played before you joined', points: '0' },
  ],
  totals: [{ label: 'Total', value: '12' }],
};

describe('the scoring breakdown says its own words (issue 32)', () => {
  it('in English: the title, the table with its columns, each match counted or not', () => {
    render(inLanguage('en', <ScoringBreakdown {...props} />));
    const dialog = within(screen.getByRole('dialog', { name: 'How my score was counted' }));
    const table = within(dialog.getByRole('table', { name: 'Your matches' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Match',
      'Counted?',
      'Points',
    ]);
    expect(table.getByText('Counted')).toBeVisible();
    expect(table.getByText('Not counted')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('in English: loading, nothing yet, and a failure with Try again', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(inLanguage('en', <ScoringBreakdown {...props} state="loading" />));
    expect(screen.getByText('Loading your matches…')).toBeInTheDocument();
    rerender(inLanguage('en', <ScoringBreakdown {...props} entries={[]} />));
    expect(screen.getByText(/^No matches yet\./)).toBeVisible();
    rerender(inLanguage('en', <ScoringBreakdown {...props} state="failed" error="Boom" onRetry={onRetry} />));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', <ScoringBreakdown {...props} />));
    const dialog = within(screen.getByRole('dialog', { name: 'كيف احتُسبت نقاطي' }));
    const table = within(dialog.getByRole('table', { name: 'مبارياتك' }));
    expect(table.getByText('احتُسبت')).toBeVisible();
    expect(table.getByText('لم تُحتسب')).toBeVisible();
    expect(table.getByRole('columnheader', { name: 'هل احتُسبت؟' })).toBeVisible();
  });
});
