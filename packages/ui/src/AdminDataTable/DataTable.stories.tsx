import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DataTable, type DataTableColumn, type DataTableLabels } from './DataTable';

interface Player {
  id: string;
  name: string;
  email: string;
  crystals: number;
  status: 'active' | 'blocked';
}

const english: DataTableLabels = {
  filter: 'Search players',
  filterPlaceholder: 'Name, email or id',
  loading: 'Loading players',
  emptyTitle: 'No players yet',
  emptyBody: 'Players appear here as soon as they sign up.',
  noMatchesTitle: 'No players match your search',
  noMatchesBody: 'Check the spelling, or search by email or id.',
  errorTitle: 'Players could not be loaded',
  retry: 'Try Again',
  pagination: 'Pages',
  total: (total) => `${total} players`,
};

const arabic: DataTableLabels = {
  filter: 'ابحث عن اللاعبين',
  filterPlaceholder: 'الاسم أو البريد الإلكتروني أو المعرّف',
  loading: 'جارٍ تحميل اللاعبين',
  emptyTitle: 'لا يوجد لاعبون بعد',
  emptyBody: 'يظهر اللاعبون هنا فور تسجيلهم.',
  noMatchesTitle: 'لا يوجد لاعبون يطابقون بحثك',
  noMatchesBody: 'تحقّق من الكتابة، أو ابحث بالبريد الإلكتروني أو المعرّف.',
  errorTitle: 'تعذّر تحميل اللاعبين',
  retry: 'حاول مرة أخرى',
  pagination: 'الصفحات',
  total: (total) => `${total} لاعبًا`,
};

const names = [
  'Zara Khan',
  'Omar Haddad',
  'Aarav Patel',
  'Lina Saleh',
  'Bilal Ahmed',
  'Maya Iyer',
  'Yusuf Kareem',
  'Chen Wei',
  'Noor Fatima',
  'Dev Sharma',
  'Hana Mansour',
  'Ishaan Rao',
];
const players: Player[] = names.map((name, index) => ({
  id: `u-${String(index + 1).padStart(3, '0')}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@arena.example`,
  crystals: ((index * 7919) % 5000) + 10,
  status: index % 5 === 3 ? 'blocked' : 'active',
}));

const columnsIn = (
  blocked: string,
  active: string,
  headers: Record<string, string>,
): DataTableColumn<Player>[] => [
  { id: 'name', header: headers.name!, value: (row) => row.name, cell: (row) => row.name },
  { id: 'email', header: headers.email!, value: (row) => row.email, cell: (row) => <bdi>{row.email}</bdi> },
  {
    id: 'crystals',
    header: headers.crystals!,
    numeric: true,
    value: (row) => row.crystals,
    cell: (row) => row.crystals.toLocaleString('en-US'),
  },
  {
    id: 'status',
    header: headers.status!,
    cell: (row) =>
      row.status === 'blocked' ? (
        <Badge tone="danger">{blocked}</Badge>
      ) : (
        <Badge tone="success">{active}</Badge>
      ),
  },
];
const columns = columnsIn('Blocked', 'Active', {
  name: 'Name',
  email: 'Email',
  crystals: 'Crystals',
  status: 'Status',
});
const arabicColumns = columnsIn('محظور', 'نشط', {
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  crystals: 'الكريستال',
  status: 'الحالة',
});

const PlayerTable = DataTable<Player>;

const meta = {
  title: 'Admin/DataTable',
  component: PlayerTable,
  args: {
    label: 'Players',
    columns,
    rows: players,
    getRowId: (row: Player) => row.id,
    status: 'ready',
    labels: english,
    pageSize: 5,
    onRetry: fn(),
    onRowOpen: fn(),
  },
} satisfies Meta<typeof PlayerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = {
  globals: { locale: 'ar' },
  args: { labels: arabic, columns: arabicColumns, label: 'اللاعبون' },
} as const;
const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;

const bodyRows = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('row').slice(1) as HTMLTableRowElement[];
const firstCells = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => row.cells[0]!.textContent);

/** Local mode: the table sorts and pages the rows itself; the header buttons set aria-sort. */
export const Local: Story = {
  globals: desktop,
  play: async ({ canvas, canvasElement, args }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(firstCells(canvasElement)).toEqual([
      'Zara Khan',
      'Omar Haddad',
      'Aarav Patel',
      'Lina Saleh',
      'Bilal Ahmed',
    ]);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByText('12 players')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(canvasElement)).toEqual([
      'Aarav Patel',
      'Bilal Ahmed',
      'Chen Wei',
      'Dev Sharma',
      'Hana Mansour',
    ]);

    // Keyboard: the header is a button, Enter toggles it.
    canvas.getByRole('button', { name: 'Name' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(canvasElement)[0]).toBe('Zara Khan');

    await userEvent.click(canvas.getByRole('button', { name: 'Crystals' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Crystals' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const crystals = bodyRows(canvasElement).map((row) =>
      Number(row.cells[2]!.textContent!.replace(/,/g, '')),
    );
    await expect(crystals).toEqual([...crystals].sort((a, b) => a - b));

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Rows open on click and on Enter.
    await userEvent.click(bodyRows(canvasElement)[0]!.cells[1]!);
    await expect(args.onRowOpen).toHaveBeenCalledTimes(1);
    bodyRows(canvasElement)[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowOpen).toHaveBeenCalledTimes(2);
  },
};
export const LocalRTL: Story = {
  ...rtl,
  globals: { ...rtl.globals, ...desktop },
  play: async ({ canvas }) => {
    // The paging chevrons point the other way in Arabic.
    const chevron = canvas.getByRole('button', { name: 'التالي' }).querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(chevron).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await userEvent.click(canvas.getByRole('button', { name: 'الاسم' }));
    await expect(canvas.getByRole('columnheader', { name: 'الاسم' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Phones: the table scrolls sideways inside its frame (never the page), the name column stays put. */
export const Phone: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Players' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The scroll region holds the hidden caption, so it never widens the page (no workaround in pages).
    await expect(getComputedStyle(region).position).toBe('relative');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const sticky = getComputedStyle(canvas.getAllByRole('cell')[0]!);
    await expect(sticky.position).toBe('sticky');
  },
};
export const PhoneRTL: Story = { ...rtl };

/** Server mode: the rows are the server's page; paging and sorting ask the caller. */
export const Server: Story = {
  globals: desktop,
  args: {
    mode: 'server',
    rows: players.slice(0, 5),
    page: 1,
    pageCount: 7,
    total: 33,
    pageSize: undefined,
    sort: { columnId: 'crystals', direction: 'desc' },
    onPageChange: fn(),
    onSortChange: fn(),
    filter: 'a',
    onFilterChange: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Page 1 of 7')).toBeVisible();
    await expect(canvas.getByText('33 players')).toBeVisible();
    // The server's order is kept as it came, even with a sort and a filter set.
    await expect(firstCells(canvasElement)).toEqual(names.slice(0, 5));
    await expect(canvas.getByRole('columnheader', { name: 'Crystals' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Crystals' }));
    await expect(args.onSortChange).toHaveBeenCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'asc' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search players' }), 'r');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('ar');
  },
};
export const ServerRTL: Story = {
  ...rtl,
  globals: { ...rtl.globals, ...desktop },
  args: { ...Server.args, ...rtl.args, page: 2 },
};

/** A controlled local filter: typing narrows the rows and goes back to page 1. */
export const Filtered: Story = {
  render: function Render(args) {
    const [filter, setFilter] = useState('');
    return <PlayerTable {...args} filter={filter} onFilterChange={setFilter} />;
  },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search players' }), 'sharma');
    await expect(firstCells(canvasElement)).toEqual(['Dev Sharma']);
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search players' }), 'zzz');
    await expect(canvas.getByRole('heading', { name: 'No players match your search' })).toBeVisible();
  },
};
export const FilteredRTL: Story = {
  ...rtl,
  globals: { ...rtl.globals, ...desktop },
  render: Filtered.render,
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: /Players/ });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Loading players');
    await expect(canvas.getByRole('button', { name: 'Name' })).toBeDisabled();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
export const LoadingRTL: Story = { ...rtl, args: { ...rtl.args, status: 'loading', rows: [] } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No players yet' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const EmptyRTL: Story = { ...rtl, args: { ...rtl.args, rows: [] } };

export const Error: Story = {
  args: { status: 'error', rows: [], error: 'The server did not answer. Try again in a moment.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Players could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const ErrorRTL: Story = {
  ...rtl,
  args: { ...rtl.args, status: 'error', rows: [], error: 'لم يستجب الخادم. حاول مرة أخرى بعد قليل.' },
};

/** Without labels the table says its own words (admin.common.*): here the empty state and, in Arabic, paging. */
export const OwnWords: Story = {
  args: { labels: undefined, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing here yet.' })).toBeVisible();
  },
};
export const OwnWordsRTL: Story = {
  globals: { locale: 'ar' },
  args: { labels: undefined, columns: arabicColumns, label: 'اللاعبون' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'الصفحات' })).toBeVisible();
  },
};
