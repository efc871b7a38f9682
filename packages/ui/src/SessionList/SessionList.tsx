import { css, useTheme } from '@emotion/react';
import { relativeTime } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { MessageBanner } from '../MessageBanner';
import { SettingsSection } from '../SettingsSection';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';

/** A session as the page passes it (GET /api/users/sessions, issue 30). */
export interface SessionListItem {
  id: string;
  /** desktop, mobile, tablet, tv, bot; null when unknown. */
  device: string | null;
  browser: string | null;
  os: string | null;
  address: string | null;
  lastSeenAt: string;
  current: boolean;
}

export interface SessionListProps {
  status: 'loading' | 'error' | 'ready';
  sessions: readonly SessionListItem[];
  /** The session being ended: its button is busy. */
  busyId?: string | null;
  /** All other sessions are being ended. */
  endingOthers?: boolean;
  /** The last action that failed (the list stays; doing it again retries). */
  failure?: 'end' | 'endOthers' | null;
  onEnd: (id: string) => void;
  onEndOthers: () => void;
  /** Load again after a failed load. */
  onRetry: () => void;
  /** "Now" for the last-seen times, in ms (the page keeps a clock; stories fix it). */
  now: number;
}

const knownDevices = ['desktop', 'mobile', 'tablet', 'tv', 'bot'];
const week = 7 * 86_400_000;

/**
 * Profile → Security: where the player is signed in (issue 30). Each session with browser and OS, kind of
 * device, address and last activity; this one badged "This device", every other with "End session", and
 * "End all other sessions" below. Says its own words (profile.security.sessions.*).
 */
export function SessionList({
  status,
  sessions,
  busyId = null,
  endingOthers = false,
  failure = null,
  onEnd,
  onEndOthers,
  onRetry,
  now,
}: SessionListProps) {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const words = (key: string, values: Record<string, string> = {}) =>
    t(`profile.security.sessions.${key}`, values);
  const language = i18n.language;
  const busy = busyId !== null || endingOthers;
  const others = sessions.filter((session) => !session.current);

  const nameOf = (session: SessionListItem) =>
    words('browserOnOs', {
      browser: session.browser ?? words('unknownBrowser'),
      os: session.os ?? words('unknownOs'),
    });
  // The same words with the product names isolated (<bdi>): names keep their own direction in Arabic/Urdu.
  const shownNameOf = (session: SessionListItem) =>
    t('profile.security.sessions.browserOnOs', { browser: '{{browser}}', os: '{{os}}' })
      .split(/(\{\{browser\}\}|\{\{os\}\})/)
      .map((part, index) =>
        part === '{{browser}}' ? (
          <bdi key={index}>{session.browser ?? words('unknownBrowser')}</bdi>
        ) : part === '{{os}}' ? (
          <bdi key={index}>{session.os ?? words('unknownOs')}</bdi>
        ) : (
          part
        ),
      );
  const lastSeen = (iso: string) => {
    const at = Date.parse(iso);
    return now - at < week
      ? relativeTime(at, now, language)
      : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
  };

  let body;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" css={{ display: 'grid', gap: theme.space[3] }}>
        <VisuallyHidden>{words('loading')}</VisuallyHidden>
        <Skeleton shape="block" blockSize="64px" />
        <Skeleton shape="block" blockSize="64px" />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <MessageBanner
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {words('retry')}
          </Button>
        }
      >
        {words('loadFailed')}
      </MessageBanner>
    );
  } else {
    body = (
      <div css={{ display: 'grid', gap: theme.space[4] }}>
        {failure ? (
          <MessageBanner tone="error">
            {words(failure === 'end' ? 'endFailed' : 'endOthersFailed')}
          </MessageBanner>
        ) : null}
        <ul
          aria-label={words('list')}
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: ${theme.space[3]};
          `}
        >
          {sessions.map((session) => {
            const name = nameOf(session);
            const device = knownDevices.includes(session.device ?? '') ? session.device! : 'unknown';
            return (
              <li
                key={session.id}
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  align-items: center;
                  gap: ${theme.space[3]};
                  padding: ${theme.space[3]};
                  border: ${theme.borderWidths.hairline} solid ${theme.colors.border};
                  border-radius: ${theme.radii.md};
                `}
              >
                <div css={{ flex: '1 1 16rem', display: 'grid', gap: theme.space[1], minInlineSize: 0 }}>
                  <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], alignItems: 'center' }}>
                    <strong>{shownNameOf(session)}</strong>
                    {session.current ? <Badge tone="success">{words('thisDevice')}</Badge> : null}
                  </div>
                  <span css={{ color: theme.colors.textMuted }}>
                    {words(`device.${device}`)}
                    {session.address ? (
                      <>
                        {' · '}
                        {words('address', { address: '' })}
                        <bdi dir="ltr">{session.address}</bdi>
                      </>
                    ) : null}
                  </span>
                  <span css={{ color: theme.colors.textMuted }}>
                    {words('lastSeen', { when: lastSeen(session.lastSeenAt) })}
                  </span>
                </div>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busyId === session.id}
                    disabled={busy && busyId !== session.id}
                    aria-label={words('endSessionOf', { name })}
                    onClick={() => onEnd(session.id)}
                  >
                    {words('endSession')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {others.length === 0 ? (
          <p css={{ margin: 0, color: theme.colors.textMuted }}>{words('empty')}</p>
        ) : (
          <div>
            <Button
              variant="danger"
              loading={endingOthers}
              disabled={busy && !endingOthers}
              onClick={onEndOthers}
            >
              {words('endOthers')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <SettingsSection title={words('title')}>
      <p css={{ margin: `0 0 ${theme.space[4]}`, color: theme.colors.textMuted }}>{words('description')}</p>
      {body}
    </SettingsSection>
  );
}
