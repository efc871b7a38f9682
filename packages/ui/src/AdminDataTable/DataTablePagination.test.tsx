import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { DataTablePagination, type DataTablePaginationProps } from './DataTablePagination';

const pagination = (lang: TestLanguage, props: Partial<DataTablePaginationProps> = {}) =>
  inLanguage(
    lang,
    <DataTablePagination
      navigationName="Pages of players"
      page={2}
      pageCount={7}
      canPrevious
      canNext={false}
      onPrevious={vi.fn()}
      onNext={vi.fn()}
      {...props}
    />,
  );

describe('DataTablePagination says its own words (issue 32)', () => {
  it('in English: Previous, Next and the page, with the table’s name and total', async () => {
    const onPrevious = vi.fn();
    render(pagination('en', { onPrevious, totalText: '132 players' }));
    const nav = within(screen.getByRole('navigation', { name: 'Pages of players' }));
    expect(nav.getByText('Page 2 of 7')).toBeVisible();
    expect(nav.getByText('132 players')).toBeVisible();
    expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(nav.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledOnce();
  });

  it('in Arabic: the words of ar.json; a page past the end shows the last', () => {
    render(pagination('ar', { page: 9, pageCount: 3 }));
    const nav = within(screen.getByRole('navigation', { name: 'Pages of players' }));
    expect(nav.getByText('الصفحة 3 من 3')).toBeVisible();
    expect(nav.getByRole('button', { name: 'السابق' })).toBeEnabled();
    expect(nav.getByRole('button', { name: 'التالي' })).toBeDisabled();
  });
});
