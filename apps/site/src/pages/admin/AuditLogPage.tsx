import styled from '@emotion/styled';
import { adminAuditLogPageSize } from '@arena/contract';
import type { AuditLogEntry } from '@arena/contract';
import { Button, DataTable, TextField } from '@arena/ui';
import type { DataTableColumn } from '@arena/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLoad } from '../../data/useLoad';
import { api } from '../../session/api';
import { AdminLayout } from './AdminLayout';
import {
  Actions,
  Ltr,
  SectionHeading,
  Stack,
  useDateTime,
  useFailureText,
  useTableLabels,
} from './players-shared';

const filterNames = ['actor', 'action', 'targetType', 'targetId'] as const;
type FilterName = (typeof filterNames)[number];
type Filters = Record<FilterName, string>;

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  alignItems: 'end',
  [theme.media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' },
}));

const Changes = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  marginBlockStart: theme.space[2],
  minInlineSize: 'min(40rem, 80vw)',
  [theme.media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const Side = styled.figure(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.space[1],
  minInlineSize: 0,
  '& figcaption': { fontWeight: theme.fontWeights.semibold },
}));

// JSON is code: left to right (also inside Arabic and Urdu pages), wrapped, scrollable.
const Json = styled.pre(({ theme }) => ({
  margin: 0,
  padding: theme.space[3],
  direction: 'ltr',
  textAlign: 'left',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxBlockSize: '24rem',
  overflow: 'auto',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: theme.fontSizes.sm,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
}));

const Code = styled.code({ direction: 'ltr', unicodeBidi: 'isolate' });

function json(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value, null, 2);
}

/** The before/after of one entry, side by side (stacked on phones). */
function EntryChanges({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = `audit-changes-${entry.id}`;
  const before = json(entry.before);
  const after = json(entry.after);
  return (
    <div>
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${t(open ? 'admin.audit.hide' : 'admin.audit.show')}: ${entry.action} ${entry.targetId}`}
        onClick={() => setOpen((was) => !was)}
      >
        {t(open ? 'admin.audit.hide' : 'admin.audit.show')}
      </Button>
      {open ? (
        <Changes id={id} role="group" aria-label={t('admin.audit.changesOf', { id: entry.id })}>
          <Side>
            <figcaption>{t('admin.audit.before')}</figcaption>
            <Json tabIndex={0}>{before ?? t('admin.audit.nothing')}</Json>
          </Side>
          <Side>
            <figcaption>{t('admin.audit.after')}</figcaption>
            <Json tabIndex={0}>{after ?? t('admin.audit.nothing')}</Json>
          </Side>
        </Changes>
      ) : null}
    </div>
  );
}

/**
 * /admin/audit-log (issue 12, decision 0020): every operator action, newest first, 50 a page; filters by
 * operator (id or email), action and target, kept in the URL; each entry opens its before/after JSON.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
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

  const apply = (event: FormEvent) => {
    event.preventDefault();
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
    },
    {
      id: 'actor',
      header: t('admin.audit.table.actor'),
      cell: (row) =>
        row.actor ? (
          <span>
            {row.actor.name}
            <br />
            <Ltr>{row.actor.email}</Ltr>
          </span>
        ) : (
          t('admin.audit.deletedActor')
        ),
    },
    { id: 'action', header: t('admin.audit.table.action'), cell: (row) => <Code>{row.action}</Code> },
    {
      id: 'target',
      header: t('admin.audit.table.target'),
      cell: (row) => (
        <span>
          <Code>{row.targetType}</Code>
          <br />
          <Ltr>{row.targetId}</Ltr>
        </span>
      ),
    },
    { id: 'changes', header: t('admin.audit.table.changes'), cell: (row) => <EntryChanges entry={row} /> },
  ];

  const page1 = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <AdminLayout title={t('admin.audit.title')} description={t('admin.audit.description')}>
      <Stack>
        <Form onSubmit={apply} role="search" aria-label={t('admin.audit.filters.apply')}>
          {filterNames.map((name) => (
            <TextField
              key={name}
              label={t(`admin.audit.filters.${name}`)}
              name={name}
              value={draft[name]}
              onChange={(value) => setDraft((was) => ({ ...was, [name]: value }))}
            />
          ))}
          <Actions>
            <Button type="submit">{t('admin.audit.filters.apply')}</Button>
            <Button type="button" variant="ghost" onClick={clear}>
              {t('admin.audit.filters.clear')}
            </Button>
          </Actions>
        </Form>
        <SectionHeading>{t('admin.audit.table.label')}</SectionHeading>
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
      </Stack>
    </AdminLayout>
  );
}
