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

type Row = { id: string; name: string; email: string; action: string };
const rows: Row[] = [
  { id: '1', name: 'Nadia', email: 'nadia@arena.gg', action: 'passport.verify' },
  { id: '2', name: 'Omar', email: 'omar@arena.gg', action: 'payout.approve' },
];
const columns: DataTableColumn<Row>[] = [
  {
    id: 'name',
    header: 'Operator',
    cell: (row) => (
      <span>
        {row.name}
        <br />
        <AdminLtr>{row.email}</AdminLtr>
      </span>
    ),
  },
  { id: 'action', header: 'Action', cell: (row) => <AdminCode>{row.action}</AdminCode> },
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
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
};

type PageArgs = {
  status: 'loading' | 'ready' | 'error';
  rows: readonly Row[];
  onFilter: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/** A console page assembled from the pieces (what apps/site/src/pages/admin does). */
function ConsolePage({ status, rows, onFilter, onRetry, onClose }: PageArgs) {
  return (
    <AdminStack gap="lg">
      <AdminFilterForm label="Filter the log" layout="grid" onSubmit={onFilter}>
        <TextField label="Operator (id or email)" />
        <TextField label="Action" />
        <TextField label="Target type" />
        <TextField label="Target id" />
        <AdminActions>
          <Button type="submit">Filter</Button>
          <Button variant="ghost">Clear filters</Button>
        </AdminActions>
      </AdminFilterForm>
      <AdminBlock title="Ledger check">
        <MessageBanner tone="error" role="none" title="2 problems found">
          <AdminBulletList items={['Transaction tx9 sums to 5', 'Wallet w3 differs by 2']} />
        </MessageBanner>
      </AdminBlock>
      <AdminColumns>
        <AdminStack>
          <AdminSectionHeading>Operator actions</AdminSectionHeading>
          <DataTable
            label="Operator actions"
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            status={status}
            error="Network error. Please check your connection and try again."
            onRetry={onRetry}
            labels={labels}
            toolbar={
              <AdminToolbar>
                <SelectField label="Status" options={[{ value: '', label: 'Any status' }]} value="" />
              </AdminToolbar>
            }
          />
        </AdminStack>
        <AdminSection title="Nadia" subtitle={<AdminLtr>nadia@arena.gg</AdminLtr>}>
          <AdminFacts
            items={[
              { id: 'role', label: 'Role', value: 'Support' },
              { id: 'status', label: 'Status', value: <Badge tone="success">Active</Badge> },
              { id: 'id', label: 'Id', value: <AdminLtr>u_01HZX8J4K2</AdminLtr> },
            ]}
          />
          <AdminMuted>Last sign-in: Mar 1, 2026</AdminMuted>
          <AdminActions>
            <Button size="sm" variant="ghost" onClick={onClose}>
              Hide
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
  args: { status: 'ready', rows, onFilter: fn(), onRetry: fn(), onClose: fn() },
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
  play: async ({ canvas }) => {
    await expect(canvas.getByText('nadia@arena.gg', { selector: 'td bdi' })).toHaveStyle({
      direction: 'ltr',
    });
  },
};

const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;
/** Desktop: the table and the side section share the row. */
export const FilledDesktop: Story = { globals: desktop };

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
export const EmptyRTL: Story = { ...Empty, globals: { locale: 'ar' }, play: undefined };

export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
