import { errorMessage } from '@arena/api-client';
import type { AdminPassport } from '@arena/contract';
import { adminPassportReviewMachine } from '@arena/machines';
import type { PassportReviewItem } from '@arena/machines';
import {
  AdminActions,
  AdminLtr,
  AdminSection,
  AdminSectionHeading,
  AdminStack,
  Badge,
  Button,
  DataTable,
  FileViewer,
  MessageBanner,
  ReasonDialog,
} from '@arena/ui';
import type { BadgeTone, DataTableColumn } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { playerColumn, rowsOfPlayer, useDateTime, useFailureText, useTableLabels } from './players-shared';

const statusTone: Record<AdminPassport['status'], BadgeTone> = {
  pending: 'neutral',
  manual_review: 'warning',
  verified: 'success',
  rejected: 'danger',
};

const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * /admin/passports (issue 12): the manual-review queue, and a passport's review: the file (fetched with
 * the operator's token into an object URL, revoked when the review leaves it), Verify, or Reject with a
 * reason the player sees; once decided, Next opens the following passport of the queue.
 */
export default function PassportsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const tableLabels = useTableLabels('passports');
  const [filter, setFilter] = useState('');

  const queue = useLoad('passports:manual_review', () => api.adminPassports('manual_review'));
  const reloadQueue = queue.reload;
  const rows = useMemo(() => (queue.status === 'ready' ? queue.data.data : []), [queue]);

  // The queue as it was when the operator opened a passport: the review names the ones that leave it.
  const [openedQueue, setOpenedQueue] = useState<readonly AdminPassport[]>([]);

  const machine = useMemo(
    () =>
      adminPassportReviewMachine.provide({
        actions: {
          releaseFile: ({ context }) => {
            if (!context.file) return;
            URL.revokeObjectURL(context.file.url);
          },
          reloadQueue: () => reloadQueue(),
        },
        actors: {
          loadFile: fromPromise(async ({ input }) => {
            try {
              const blob = await api.adminPassportFile(input.id);
              const url = URL.createObjectURL(blob);
              return { url, mimeType: blob.type };
            } catch (error) {
              throw errorMessage(error, 'adminPassportFile');
            }
          }),
          verify: fromPromise(async ({ input }) => {
            try {
              return await api.verifyPassport(input.id);
            } catch (error) {
              throw errorMessage(error, 'verifyPassport');
            }
          }),
          reject: fromPromise(async ({ input }) => {
            try {
              return await api.rejectPassport(input.id, input.reason);
            } catch (error) {
              throw errorMessage(error, 'rejectPassport');
            }
          }),
        },
      }),
    [api, reloadQueue],
  );
  const [review, send, reviewActor] = useMachine(machine);
  // Leaving the page revokes the object URL on screen.
  useEffect(
    () => () => {
      const file = reviewActor.getSnapshot().context.file;
      if (file) URL.revokeObjectURL(file.url);
    },
    [reviewActor],
  );

  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentId = review.context.current?.id ?? null;
  useEffect(() => {
    if (currentId) headingRef.current?.focus();
  }, [currentId]);

  if (review.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  const filtered = rowsOfPlayer(rows, filter);
  const open = (row: AdminPassport) => {
    setOpenedQueue(filtered);
    const items: PassportReviewItem[] = filtered.map(({ id, userName, fileAvailable }) => ({
      id,
      userName,
      fileAvailable,
    }));
    send({
      type: 'open',
      passport: { id: row.id, userName: row.userName, fileAvailable: row.fileAvailable },
      queue: items,
    });
  };

  const columns: DataTableColumn<AdminPassport>[] = [
    playerColumn(t('admin.passports.table.player')),
    {
      id: 'submitted',
      header: t('admin.passports.table.submitted'),
      value: (row) => row.uploadedAt,
      cell: (row) => dateTime(row.uploadedAt),
      numeric: true,
      width: 7.5,
    },
    {
      id: 'status',
      header: t('admin.passports.table.status'),
      width: 9,
      cell: (row) => <Badge tone={statusTone[row.status]}>{t(`admin.passports.status.${row.status}`)}</Badge>,
    },
    {
      id: 'file',
      header: t('admin.passports.table.file'),
      width: 6,
      cell: (row) =>
        row.fileAvailable ? (
          <AdminLtr>{extensionOf[row.contentType]?.toUpperCase() ?? row.contentType}</AdminLtr>
        ) : (
          t('admin.passports.table.noFile')
        ),
    },
    {
      id: 'review',
      header: t('admin.common.actions'),
      width: 7.5,
      cell: (row) => (
        <Button
          size="sm"
          variant={row.id === currentId ? 'primary' : 'secondary'}
          aria-label={`${t('admin.passports.table.review')}: ${row.userName}`}
          onClick={() => open(row)}
        >
          {t('admin.passports.table.review')}
        </Button>
      ),
    },
  ];

  const current = openedQueue.find((row) => row.id === currentId);
  const name = review.context.current?.userName ?? '';
  const busy = review.hasTag('busy');
  const decided = review.matches('decided');
  const rejectFlow =
    review.matches('reasoning') ||
    review.matches('rejecting') ||
    (review.matches('failed') && review.context.decision === 'rejected');
  const file = review.context.file;
  const fileName = current
    ? `passport-${current.userName}.${extensionOf[current.contentType] ?? 'bin'}`
    : 'passport';
  const showReview = !review.matches('idle');

  return (
    <AdminLayout title={t('admin.passports.title')} description={t('admin.passports.description')}>
      <AdminStack>
        {showReview && review.matches('done') ? (
          <MessageBanner
            tone="success"
            action={
              <Button size="sm" variant="secondary" onClick={() => send({ type: 'close' })}>
                {t('admin.common.close')}
              </Button>
            }
          >
            {t('admin.passports.review.done')}
          </MessageBanner>
        ) : null}
        {showReview && !review.matches('done') && review.context.current ? (
          <AdminSection
            headingRef={headingRef}
            title={t('admin.passports.review.heading', { name })}
            subtitle={
              current ? (
                <>
                  <AdminLtr>{current.userEmail}</AdminLtr> ·{' '}
                  {t('admin.passports.review.submitted', { date: dateTime(current.uploadedAt) })}
                </>
              ) : undefined
            }
          >
            {decided ? (
              <MessageBanner
                tone="success"
                action={
                  <Button size="sm" onClick={() => send({ type: 'next' })}>
                    {t('admin.passports.review.next')}
                  </Button>
                }
              >
                {t(
                  review.context.decision === 'verified'
                    ? 'admin.passports.review.verified'
                    : 'admin.passports.review.rejected',
                  { name },
                )}
              </MessageBanner>
            ) : null}
            {review.matches('failed') && review.context.decision === 'verified' ? (
              <MessageBanner
                tone="error"
                role="alert"
                title={t('admin.passports.review.failed')}
                action={
                  <Button size="sm" variant="secondary" onClick={() => send({ type: 'dismiss' })}>
                    {t('admin.common.close')}
                  </Button>
                }
              >
                {text(review.context.error)}
              </MessageBanner>
            ) : null}
            {review.context.current.fileAvailable ? (
              <FileViewer
                file={file ? { url: file.url, mimeType: file.mimeType, name: fileName } : null}
                {...(review.matches('fileFailed')
                  ? { error: text(review.context.error), onRetry: () => send({ type: 'retry' }) }
                  : {})}
              />
            ) : (
              <MessageBanner tone="info">{t('admin.passports.review.noFile')}</MessageBanner>
            )}
            <AdminActions>
              {!decided ? (
                <>
                  <Button
                    onClick={() => send({ type: 'verify' })}
                    loading={review.matches('verifying')}
                    disabled={busy || review.matches('loadingFile')}
                  >
                    {t('admin.passports.review.verify')}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => send({ type: 'reject' })}
                    disabled={busy || review.matches('loadingFile')}
                  >
                    {t('admin.passports.review.reject')}
                  </Button>
                  <Button variant="secondary" onClick={() => send({ type: 'next' })} disabled={busy}>
                    {t('admin.passports.review.next')}
                  </Button>
                </>
              ) : null}
              <Button variant="ghost" onClick={() => send({ type: 'close' })} disabled={busy}>
                {t('admin.passports.review.back')}
              </Button>
            </AdminActions>
          </AdminSection>
        ) : null}
        <AdminSectionHeading>{t('admin.passports.table.label')}</AdminSectionHeading>
        <DataTable
          label={t('admin.passports.table.label')}
          columns={columns}
          rows={filtered}
          getRowId={(row) => row.id}
          status={queue.status}
          {...(queue.status === 'error'
            ? { error: failure(queue.error, 'adminPassports'), onRetry: reloadQueue }
            : {})}
          labels={tableLabels}
          filter={filter}
          onFilterChange={setFilter}
          onRowOpen={open}
        />
      </AdminStack>
      <ReasonDialog
        open={rejectFlow}
        title={t('admin.passports.rejectDialog.title', { name })}
        description={t('admin.passports.rejectDialog.description')}
        kind="rejectPassport"
        busy={review.matches('rejecting')}
        {...(review.matches('failed') ? { error: text(review.context.error) } : {})}
        onSubmit={(reason) => send({ type: 'submit', reason })}
        onCancel={() => send({ type: 'cancel' })}
      />
    </AdminLayout>
  );
}
