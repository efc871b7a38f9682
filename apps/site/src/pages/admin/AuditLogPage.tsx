import { adminAuditLogPageSize } from '@arena/contract';
import type { AuditLogEntry } from '@arena/contract';
import {
  AdminActions,
  AdminAuditChanges,
  AdminFilterForm,
  AdminLtr,
  AdminSectionHeading,
  AdminStack,
  Button,
  DataTable,
  TextField,
} from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { auditActionLabel, auditTargetLabel } from './audit-labels';
import { LabelledCode } from './LabelledCode';
import { useDateTime, useFailureText, useTableLabels } from './players-shared';

const filterNames = ['actor', 'action', 'targetType', 'targetId'] as const;
type FilterName = (typeof filterNames)[number];
type Filters = Record<FilterName, string>;

/**
 * /admin/audit-log (issue 12, decision 0020): every operator action, newest first, 50 a page; filters by
 * operator (id or email), action and target, kept in the URL; each entry opens its before/after JSON.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const api = useApi();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const labels = useTableLabels('audit');
  const [params, setParams] = useSearchParams();
  const applied: Filters = {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    targetType: params.get('targetType') ?? '',
    targetId: params.get('targetId') ?? '',
  };
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState<Filters>(applied);

  const query = Object.fromEntries(
    filterNames.filter((name) => applied[name]).map((name) => [name, applied[name]]),
  );
  const log = useLoad(`audit:${params.toString()}`, () => api.auditLog({ ...query, page }));
  const rows = log.status === 'ready' ? log.data.data : [];
  const total = log.status === 'ready' ? log.data.pagination.total : 0;
  const pageSize = log.status === 'ready' ? log.data.pagination.pageSize : adminAuditLogPageSize;

  const apply = () => {
    const next = Object.fromEntries(
      filterNames.filter((name) => draft[name].trim()).map((name) => [name, draft[name].trim()]),
    );
    setParams(next);
  };
  const clear = () => {
    setDraft({ actor: '', action: '', targetType: '', targetId: '' });
    setParams({});
  };

  const columns: DataTableColumn<AuditLogEntry>[] = [
    {
      id: 'when',
      header: t('admin.audit.table.when'),
      cell: (row) => dateTime(row.createdAt),
      numeric: true,
      width: 7.5,
    },
    {
      id: 'actor',
      header: t('admin.audit.table.actor'),
      fullText: (row) => (row.actor ? `${row.actor.name} ${row.actor.email}` : t('admin.audit.deletedActor')),
      cell: (row) =>
        row.actor ? (
          <span>
            <bdi>{row.actor.name}</bdi>
            <br />
            <AdminLtr>{row.actor.email}</AdminLtr>
          </span>
        ) : (
          t('admin.audit.deletedActor')
        ),
    },
    {
      id: 'action',
      header: t('admin.audit.table.action'),
      fullText: (row) => `${auditActionLabel(row.action, t)} ${row.action}`,
      // The action in the reader's words, and its code (what the Action filter takes) under it.
      cell: (row) => <LabelledCode label={auditActionLabel(row.action, t)} code={row.action} />,
    },
    {
      id: 'target',
      header: t('admin.audit.table.target'),
      fullText: (row) => `${auditTargetLabel(row.targetType, t)} ${row.targetId}`,
      cell: (row) => (
        <span>
          {auditTargetLabel(row.targetType, t)}
          <br />
          <AdminLtr>{row.targetId}</AdminLtr>
        </span>
      ),
    },
    {
      id: 'changes',
      header: t('admin.audit.table.changes'),
      cell: (row) => (
        <AdminAuditChanges
          entryId={row.id}
          subject={`${row.action} ${row.targetId}`}
          before={row.before}
          after={row.after}
        />
      ),
    },
  ];

  const page1 = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <AdminLayout title={t('admin.audit.title')} description={t('admin.audit.description')}>
      <AdminStack>
        <AdminFilterForm layout="grid" onSubmit={apply} label={t('admin.audit.filters.apply')}>
          {filterNames.map((name) => (
            <TextField
              key={name}
              label={t(`admin.audit.filters.${name}`)}
              name={name}
              value={draft[name]}
              onChange={(value) => setDraft((was) => ({ ...was, [name]: value }))}
            />
          ))}
          <AdminActions>
            <Button type="submit">{t('admin.audit.filters.apply')}</Button>
            <Button type="button" variant="ghost" onClick={clear}>
              {t('admin.audit.filters.clear')}
            </Button>
          </AdminActions>
        </AdminFilterForm>
        <AdminSectionHeading>{t('admin.audit.table.label')}</AdminSectionHeading>
        <DataTable
          mode="server"
          label={t('admin.audit.table.label')}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          status={log.status}
          {...(log.status === 'error' ? { error: failure(log.error, 'auditLog'), onRetry: log.reload } : {})}
          labels={{
            ...labels,
            ...(filterNames.some((name) => applied[name])
              ? { emptyTitle: t('admin.audit.table.noMatches') }
              : {}),
            total: (count) => t('admin.audit.table.total', { count }),
          }}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / pageSize))}
          total={total}
          onPageChange={page1}
        />
      </AdminStack>
    </AdminLayout>
  );
}
