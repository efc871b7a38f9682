import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { DataTable, type DataTableColumn } from './DataTable';
import { DataTableRowActions } from './DataTableRowActions';

/** A console queue: long titles, dates, amounts, a status and each row's Actions menu. */
interface Challenge {
  id: string;
  title: string;
  game: string;
  starts: string;
  players: string;
  fees: string;
  running: boolean;
}

const titles = [
  'Weekend cup',
  'The longest weekend championship title an operator could possibly type into the form',
  'Daily duel',
  'Ranked rush: the ladder climb of the season with bonus points for every headshot',
  'Night owls',
];
const rows: Challenge[] = titles.map((title, index) => ({
  id: `c-${index + 1}`,
  title,
  game: index % 2 ? 'League of Legends' : 'Valorant',
  starts: `Mar ${index + 1}, 2026, 10:00 AM`,
  players: `${index * 7} / 50`,
  fees: `${(index * 1234).toLocaleString('en-US')} GCoins`,
  running: index % 2 === 1,
}));

const arabicTitles = [
  'كأس نهاية الأسبوع',
  'أطول عنوان لبطولة نهاية الأسبوع يمكن أن يكتبه المشغّل في النموذج على الإطلاق',
  'مبارزة يومية',
  'اندفاع التصنيف: تسلّق السلّم في الموسم مع نقاط إضافية لكل إصابة في الرأس',
  'بوم الليل',
];
const arabicRows = rows.map((row, index) => ({ ...row, title: arabicTitles[index]! }));

const onAction = fn();

const columnsIn = (words: {
  headers: Record<string, string>;
  running: string;
  upcoming: string;
  edit: string;
  finish: string;
  cancel: string;
}): DataTableColumn<Challenge>[] => [
  {
    id: 'title',
    header: words.headers.title!,
    fullText: (row) => row.title,
    cell: (row) => (
      <a href={`#${row.id}`}>
        <bdi>{row.title}</bdi>
      </a>
    ),
  },
  { id: 'game', header: words.headers.game!, fullText: (row) => row.game, cell: (row) => row.game },
  {
    id: 'status',
    header: words.headers.status!,
    width: 7.5,
    cell: (row) =>
      row.running ? (
        <Badge tone="success">{words.running}</Badge>
      ) : (
        <Badge tone="accent">{words.upcoming}</Badge>
      ),
  },
  { id: 'starts', header: words.headers.starts!, numeric: true, width: 8, cell: (row) => row.starts },
  { id: 'players', header: words.headers.players!, numeric: true, width: 6, cell: (row) => row.players },
  { id: 'fees', header: words.headers.fees!, numeric: true, width: 7, cell: (row) => row.fees },
  {
    id: 'actions',
    header: words.headers.actions!,
    width: 8.5,
    cell: (row) => (
      <DataTableRowActions
        name={row.title}
        items={[
          ...(row.running
            ? [{ id: 'finish', label: words.finish, onSelect: () => onAction('finish', row.id) }]
            : [{ id: 'edit', label: words.edit, onSelect: () => onAction('edit', row.id) }]),
          {
            id: 'cancel',
            label: words.cancel,
            tone: 'danger' as const,
            onSelect: () => onAction('cancel', row.id),
          },
        ]}
      />
    ),
  },
];

const english = columnsIn({
  headers: {
    title: 'Title',
    game: 'Game',
    status: 'Status',
    starts: 'Starts',
    players: 'Players',
    fees: 'Fees collected',
    actions: 'Actions',
  },
  running: 'Running',
  upcoming: 'Upcoming',
  edit: 'Edit',
  finish: 'Finish now',
  cancel: 'Cancel',
});
const arabic = columnsIn({
  headers: {
    title: 'العنوان',
    game: 'اللعبة',
    status: 'الحالة',
    starts: 'يبدأ',
    players: 'اللاعبون',
    fees: 'الرسوم المحصّلة',
    actions: 'الإجراءات',
  },
  running: 'جارٍ',
  upcoming: 'قادم',
  edit: 'تعديل',
  finish: 'إنهاء الآن',
  cancel: 'إلغاء',
});

const ChallengeTable = DataTable<Challenge>;

const meta = {
  title: 'Admin/DataTable/Fit',
  component: ChallengeTable,
  args: {
    label: 'Challenge list',
    columns: english,
    rows,
    getRowId: (row: Challenge) => row.id,
    status: 'ready',
    pageSize: 20,
    highlightedRowId: 'c-3',
  },
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
  // The open menu hangs below the last rows: room for it in the photo.
  render: (args) => (
    <div style={{ paddingBlockEnd: 160 }}>
      <ChallengeTable {...args} />
    </div>
  ),
} satisfies Meta<typeof ChallengeTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name }) as HTMLElement;

/**
 * Wide enough for its columns (a desktop): nothing scrolls sideways, a long title ends in an ellipsis
 * and is whole in its title, every row is one line high with its Actions button, one row is highlighted.
 */
export const Fits: Story = {
  play: async ({ canvasElement, canvas }) => {
    const frame = region(canvasElement, 'Challenge list');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const long = canvas.getByRole('link', { name: titles[1]! }).closest('td')!;
    await expect(long).toHaveAttribute('title', titles[1]);
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(56);
    }
    const marked = canvasElement.querySelectorAll('tbody tr[data-highlighted]');
    await expect(marked).toHaveLength(1);
    await expect(within(marked[0] as HTMLElement).getByRole('link')).toHaveTextContent('Daily duel');
  },
};

/** The row's Actions: a menu button; arrows move, Enter chooses, the menu hangs below its row unclipped. */
export const ActionsOpen: Story = {
  play: async ({ canvas }) => {
    onAction.mockClear();
    const button = canvas.getByRole('button', { name: `Actions: ${titles[3]}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: `Actions: ${titles[3]}` });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Finish now' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onAction).toHaveBeenCalledOnce();
    await expect(onAction).toHaveBeenCalledWith('finish', 'c-4');
    await expect(button).toHaveFocus();
    // Open again for the photo: nothing clips the menu.
    await userEvent.click(button);
    const cancel = within(canvas.getByRole('menu')).getByRole('menuitem', { name: 'Cancel' });
    const box = cancel.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(cancel);
  },
};

export const FitsRTL: Story = {
  globals: { locale: 'ar', viewport: { value: 'arenaDesktop', isRotated: false } },
  args: { label: 'قائمة التحديات', columns: arabic, rows: arabicRows },
  play: async ({ canvasElement, canvas }) => {
    const frame = region(canvasElement, 'قائمة التحديات');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    // The table's own words in Arabic: the Actions button is named after its row.
    await userEvent.click(canvas.getByRole('button', { name: `الإجراءات: ${arabicTitles[0]}` }));
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'تعديل' })).toHaveFocus());
  },
};

/** A phone: narrower than the columns need, the table scrolls sideways inside its frame, never the page. */
export const Narrow: Story = {
  globals: { viewport: { value: 'arenaMobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const frame = region(canvasElement, 'Challenge list');
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
