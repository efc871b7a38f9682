import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableLabels } from '../AdminDataTable';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import {
  AdminActions,
  AdminBlock,
  AdminBulletList,
  AdminCode,
  AdminColumns,
  AdminFacts,
  AdminFilterForm,
  AdminLtr,
  AdminMuted,
  AdminSection,
  AdminSectionHeading,
  AdminStack,
  AdminToolbar,
} from './AdminLayout';

const english = {
  filters: 'Filter the log',
  actor: 'Operator (id or email)',
  action: 'Action',
  filter: 'Filter',
  clear: 'Clear filters',
  check: 'Ledger check',
  problems: '2 problems found',
  problemList: ['Transaction tx9 sums to 5', 'Wallet w3 differs by 2'],
  table: 'Operator actions',
  operator: 'Operator',
  status: 'Status',
  any: 'Any status',
  role: 'Role',
  support: 'Support',
  active: 'Active',
  id: 'Id',
  lastSignIn: 'Last sign-in: Mar 1, 2026',
  hide: 'Hide',
  empty: 'No operator actions yet.',
  emptyBody: 'Actions appear here as operators verify passports and decide payouts.',
};
const arabic: typeof english = {
  filters: 'تصفية السجل',
  actor: 'المشغّل (المعرّف أو البريد)',
  action: 'الإجراء',
  filter: 'تصفية',
  clear: 'مسح عوامل التصفية',
  check: 'فحص السجل المالي',
  problems: 'تم العثور على مشكلتين',
  problemList: ['المعاملة tx9 مجموعها 5', 'المحفظة w3 تختلف بمقدار 2'],
  table: 'إجراءات المشغّلين',
  operator: 'المشغّل',
  status: 'الحالة',
  any: 'أي حالة',
  role: 'الدور',
  support: 'الدعم',
  active: 'نشط',
  id: 'المعرّف',
  lastSignIn: 'آخر تسجيل دخول: 1 مارس 2026',
  hide: 'إخفاء',
  empty: 'لا توجد إجراءات للمشغّلين بعد.',
  emptyBody: 'تظهر الإجراءات هنا عندما يتحقق المشغّلون من الجوازات ويقررون السحوبات.',
};

type Row = { id: string; name: string; email: string; action: string };
const rows: Row[] = [
  { id: '1', name: 'Nadia', email: 'nadia@arena.gg', action: 'passport.verify' },
  { id: '2', name: 'Omar', email: 'omar@arena.gg', action: 'payout.approve' },
];
const columnsFor = (texts: typeof english): DataTableColumn<Row>[] => [
  {
    id: 'name',
    header: texts.operator,
    cell: (row) => (
      <span>
        {row.name}
        <br />
        <AdminLtr>{row.email}</AdminLtr>
      </span>
    ),
  },
  { id: 'action', header: texts.action, cell: (row) => <AdminCode>{row.action}</AdminCode> },
];
const labels: DataTableLabels = {
  filter: 'Filter',
  loading: 'Loading…',
  emptyTitle: 'No operator actions yet.',
  emptyBody: 'Actions appear here as operators verify passports and decide payouts.',
  noMatchesTitle: 'Nothing matches.',
  errorTitle: 'The audit log could not be loaded.',
  retry: 'Try again',
  pagination: 'Pages',
};

type PageArgs = {
  texts: typeof english;
  status: 'loading' | 'ready' | 'error';
  rows: readonly Row[];
  onFilter: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/** A console page assembled from the pieces (what apps/site/src/pages/admin does). */
function ConsolePage({ texts, status, rows, onFilter, onRetry, onClose }: PageArgs) {
  return (
    <AdminStack gap="lg">
      <AdminFilterForm label={texts.filters} layout="grid" onSubmit={onFilter}>
        <TextField label={texts.actor} />
        <TextField label={texts.action} />
        <AdminActions>
          <Button type="submit">{texts.filter}</Button>
          <Button variant="ghost">{texts.clear}</Button>
        </AdminActions>
      </AdminFilterForm>
      <AdminBlock title={texts.check}>
        <MessageBanner tone="error" role="none" title={texts.problems}>
          <AdminBulletList items={texts.problemList} />
        </MessageBanner>
      </AdminBlock>
      <AdminColumns>
        <AdminStack>
          <AdminSectionHeading>{texts.table}</AdminSectionHeading>
          <DataTable
            label={texts.table}
            columns={columnsFor(texts)}
            rows={rows}
            getRowId={(row) => row.id}
            status={status}
            error="Network error. Please check your connection and try again."
            onRetry={onRetry}
            labels={{
              ...labels,
              emptyTitle: texts.empty,
              emptyBody: texts.emptyBody,
            }}
            toolbar={
              <AdminToolbar>
                <SelectField label={texts.status} options={[{ value: '', label: texts.any }]} value="" />
              </AdminToolbar>
            }
          />
        </AdminStack>
        <AdminSection title="Nadia" subtitle={<AdminLtr>nadia@arena.gg</AdminLtr>}>
          <AdminFacts
            items={[
              { id: 'role', label: texts.role, value: texts.support },
              { id: 'status', label: texts.status, value: <Badge tone="success">{texts.active}</Badge> },
              { id: 'id', label: texts.id, value: <AdminLtr>u_01HZX8J4K2</AdminLtr> },
            ]}
          />
          <AdminMuted>{texts.lastSignIn}</AdminMuted>
          <AdminActions>
            <Button size="sm" variant="ghost" onClick={onClose}>
              {texts.hide}
            </Button>
          </AdminActions>
        </AdminSection>
      </AdminColumns>
    </AdminStack>
  );
}

const meta = {
  title: 'Admin/AdminLayout',
  component: ConsolePage,
  args: { texts: english, status: 'ready', rows, onFilter: fn(), onRetry: fn(), onClose: fn() },
  // The whole assembly needs a console-wide screen; phones are covered by each piece's stories.
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          'The console’s layout pieces: AdminStack, AdminColumns, AdminToolbar, AdminActions, AdminSection, AdminBlock, AdminSectionHeading, AdminFacts, AdminFilterForm, AdminBulletList and the left-to-right islands AdminLtr and AdminCode.',
      },
    },
  },
} satisfies Meta<typeof ConsolePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled: filters, a check with its problems, a table beside a titled section with facts. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Nadia' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ledger check' })).toBeVisible();
    await expect(canvas.getByText('Transaction tx9 sums to 5')).toBeVisible();
    await expect(canvas.getByText('u_01HZX8J4K2')).toHaveStyle({ direction: 'ltr' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(args.onFilter).toHaveBeenCalledTimes(1);
  },
};
export const FilledRTL: Story = {
  globals: { locale: 'ar' },
  args: { texts: arabic },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('nadia@arena.gg', { selector: 'td bdi' })).toHaveStyle({
      direction: 'ltr',
    });
  },
};

/** Phones: everything stacks (the table scrolls inside its own region). */
export const FilledPhone: Story = {
  globals: { viewport: { value: 'arenaMobile', isRotated: false } },
  args: { status: 'loading' },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: /Operator actions/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Empty: the table says what will appear and when. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No operator actions yet.' })).toBeVisible();
  },
};
export const EmptyRTL: Story = {
  ...Empty,
  globals: { locale: 'ar' },
  args: { texts: arabic, rows: [] },
  play: undefined,
};

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
