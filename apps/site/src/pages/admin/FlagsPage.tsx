import { adminFlagsPageSize, flagStatusSchema } from '@arena/contract';
import type { AdminFlagSummary, FlagStatus } from '@arena/contract';
import { AdminStack, DataTable, DataTableRowActions, Tabs } from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { FlagStatusBadge, flagPath, useFlagTableLabels } from './flag-words';
import { useDateTime, useFailureText } from './players-shared';

/**
 * /admin/flags (issue 30, decision 0050): fair-play flags, Open (oldest first) and Resolved (newest
 * first) on two tabs, paged by the server and kept in the URL (?status=&page=). A row names the accounts
 * (a link to the flag), the kinds of evidence, when it was first and last seen and its status; its
 * Actions menu and Enter on the row open the flag.
 */
export default function FlagsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const navigate = useNavigate();
  const labels = useFlagTableLabels();
  const [params, setParams] = useSearchParams();
  const parsed = flagStatusSchema.safeParse(params.get('status'));
  const status: FlagStatus = parsed.success ? parsed.data : 'open';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);

  const flags = useLoad(`flags:${status}:${page}`, () => api.adminFlags({ status, page }));
  const rows = flags.status === 'ready' ? flags.data.data : [];
  const total = flags.status === 'ready' ? flags.data.pagination.total : 0;
  const pageSize = flags.status === 'ready' ? flags.data.pagination.pageSize : adminFlagsPageSize;
  const namesOf = (row: AdminFlagSummary) => row.accounts.map((account) => account.name).join(', ');
  const signalsOf = (row: AdminFlagSummary) =>
    row.signals.map((signal) => t(`admin.flags.signal.${signal}`)).join(', ');

  const columns: DataTableColumn<AdminFlagSummary>[] = [
    {
      id: 'accounts',
      header: t('admin.flags.table.accounts'),
      fullText: namesOf,
      cell: (row) => (
        <Link to={flagPath(row.id)}>
          {row.accounts.map((account, index) => (
            <span key={account.id}>
              {index > 0 ? ', ' : null}
              <bdi>{account.name}</bdi>
            </span>
          ))}
        </Link>
      ),
    },
    { id: 'evidence', header: t('admin.flags.table.evidence'), fullText: signalsOf, cell: signalsOf },
    {
      id: 'firstSeen',
      header: t('admin.flags.table.firstSeen'),
      cell: (row) => dateTime(row.createdAt),
      numeric: true,
      width: 8,
    },
    {
      id: 'lastSeen',
      header: t('admin.flags.table.lastSeen'),
      cell: (row) => dateTime(row.updatedAt),
      numeric: true,
      width: 8,
    },
    {
      id: 'status',
      header: t('admin.flags.table.status'),
      width: 8.5,
      cell: (row) => <FlagStatusBadge flag={row} />,
    },
    {
      id: 'actions',
      header: t('admin.flags.table.actions'),
      width: 7.5,
      cell: (row) => (
        <DataTableRowActions
          name={namesOf(row)}
          items={[
            { id: 'review', label: t('admin.flags.review'), onSelect: () => void navigate(flagPath(row.id)) },
          ]}
        />
      ),
    },
  ];

  const table = (
    <DataTable
      mode="server"
      label={t('admin.flags.table.label')}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      status={flags.status}
      {...(flags.status === 'error'
        ? { error: failure(flags.error, 'adminFlags'), onRetry: flags.reload }
        : {})}
      labels={labels}
      page={page}
      pageCount={Math.max(1, Math.ceil(total / pageSize))}
      total={total}
      onPageChange={(next) => setParams({ status, page: String(next) })}
      onRowOpen={(row) => void navigate(flagPath(row.id))}
    />
  );

  return (
    <AdminLayout title={t('admin.flags.title')} description={t('admin.flags.description')}>
      <AdminStack>
        <Tabs
          label={t('admin.flags.tabs.label')}
          selectedId={status}
          onSelect={(id) => setParams(id === 'open' ? {} : { status: id })}
          items={flagStatusSchema.options.map((id) => ({
            id,
            label: t(`admin.flags.tabs.${id}`),
            content: id === status ? table : null,
          }))}
        />
      </AdminStack>
    </AdminLayout>
  );
}
