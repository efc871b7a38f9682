import { errorMessage } from '@arena/api-client';
import type { AdminFlag } from '@arena/contract';
import { adminFlagResolveMachine } from '@arena/machines';
import {
  AdminActions,
  AdminFacts,
  AdminMuted,
  AdminSection,
  AdminStack,
  Button,
  FlagEvidenceList,
  FlagResolveDialog,
  MessageBanner,
  Toast,
} from '@arena/ui';
import type { AdminFact, FlagEvidenceItem } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { useLoad } from '../../data/useLoad';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { AdminLayout } from './AdminLayout';
import { FlagPlayers } from './FlagPlayers';
import { adminPaths } from './admin-paths';
import { FlagStatusBadge } from './flag-words';
import { useDateTime, useFailureText } from './players-shared';

/**
 * /admin/flags/:id (issue 30, decision 0050): one fair-play flag: its status (and resolution), each piece
 * of evidence, the linked players (each a link to their page), and, while open, Resolve: the action and
 * a note in a dialog (admin-flag-resolve machine); a toast says what was done, a refusal (an operator
 * the flag names, already resolved) stays in the dialog in the catalogue's words.
 */
export default function FlagDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const text = useMessageText();
  const failure = useFailureText();
  const dateTime = useDateTime();
  const { id = '' } = useParams();
  const loaded = useLoad(`flag:${id}`, () => api.adminFlag(id));
  const reload = loaded.reload;

  const machine = useMemo(
    () =>
      adminFlagResolveMachine.provide({
        actions: { reloadFlag: () => reload() },
        actors: {
          resolve: fromPromise(async ({ input }) => {
            try {
              return await api.resolveFlag(input.id, { action: input.action, note: input.note });
            } catch (error) {
              throw errorMessage(error, 'resolveFlag');
            }
          }),
        },
      }),
    [api, reload],
  );
  const [resolve, send] = useMachine(machine);
  if (resolve.matches('unauthorized')) return <Navigate to={paths.join.pattern} replace />;

  const flag: AdminFlag | null = loaded.status === 'ready' ? loaded.data.data : null;
  const back = <Link to={adminPaths.flags}>{t('admin.flags.detail.back')}</Link>;
  const toast =
    resolve.matches('resolved') && resolve.context.resolved
      ? t(`admin.flags.resolve.done.${resolve.context.resolved}`)
      : null;

  if (!flag) {
    return (
      <AdminLayout title={t('admin.flags.detail.title')} actions={back}>
        {loaded.status === 'error' ? (
          <MessageBanner
            tone="error"
            title={t('admin.flags.detail.error')}
            action={
              <Button size="sm" variant="secondary" onClick={reload}>
                {t('admin.common.retry')}
              </Button>
            }
          >
            {failure(loaded.error, 'adminFlag')}
          </MessageBanner>
        ) : (
          <AdminMuted role="status">{t('admin.common.loading')}</AdminMuted>
        )}
      </AdminLayout>
    );
  }

  const nameOf = new Map(flag.players.map((player) => [player.id, player.name]));
  for (const account of flag.accounts) nameOf.set(account.id, account.name);
  const evidence: FlagEvidenceItem[] = flag.evidence.map((row) => ({
    id: `${row.signal}:${row.value}`,
    signal: row.signal,
    value: row.value,
    firstSeen: dateTime(row.firstSeen),
    lastSeen: dateTime(row.lastSeen),
    count: row.count,
    accounts: row.userIds.map((userId) => nameOf.get(userId) ?? userId),
  }));
  const facts: AdminFact[] = [
    { id: 'status', label: t('admin.flags.detail.status'), value: <FlagStatusBadge flag={flag} /> },
    { id: 'firstSeen', label: t('admin.flags.detail.firstSeen'), value: dateTime(flag.createdAt) },
    { id: 'lastSeen', label: t('admin.flags.detail.lastSeen'), value: dateTime(flag.updatedAt) },
    ...(flag.resolution
      ? [
          {
            id: 'resolvedBy',
            label: t('admin.flags.detail.resolvedBy'),
            value: <bdi>{flag.resolution.operatorName ?? t('admin.flags.detail.unknownOperator')}</bdi>,
          },
          {
            id: 'resolvedAt',
            label: t('admin.flags.detail.resolvedAt'),
            value: dateTime(flag.resolution.resolvedAt),
          },
          { id: 'note', label: t('admin.flags.detail.note'), value: <bdi>{flag.resolution.note}</bdi> },
        ]
      : []),
  ];
  const open = flag.status === 'open';

  return (
    <AdminLayout
      title={t('admin.flags.detail.title')}
      actions={
        <AdminActions>
          {back}
          {open ? (
            <Button onClick={() => send({ type: 'open', flag: { id: flag.id } })}>
              {t('admin.flags.detail.resolve')}
            </Button>
          ) : null}
        </AdminActions>
      }
    >
      <AdminStack>
        <AdminSection title={t('admin.flags.detail.summary')}>
          <AdminFacts items={facts} />
        </AdminSection>
        <FlagEvidenceList evidence={evidence} />
        <FlagPlayers players={flag.players} />
      </AdminStack>
      <FlagResolveDialog
        open={resolve.matches('choosing') || resolve.hasTag('dialog')}
        names={flag.accounts.map((account) => account.name)}
        busy={resolve.hasTag('busy')}
        {...(resolve.matches('failed') ? { error: text(resolve.context.error) } : {})}
        onSubmit={(values) => send({ type: 'submit', ...values })}
        onCancel={() => send({ type: 'cancel' })}
      />
      <Toast message={toast} onDismiss={() => send({ type: 'dismiss' })} />
    </AdminLayout>
  );
}
