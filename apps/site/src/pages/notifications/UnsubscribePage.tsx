import { errorMessage } from '@arena/api-client';
import type { ApiClient } from '@arena/api-client';
import { unsubscribeMachine } from '@arena/machines';
import { Button, Card, MessageBanner, PageLoading, Paragraph } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { paths } from '../../app/paths';
import { loadAllWords } from '../../i18n/i18n';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { PageMeta } from '../PageMeta';
import { PageTitle, WidePage } from '../page-layout';

function unsubscribeWith(api: ApiClient) {
  return unsubscribeMachine.provide({
    actors: {
      unsubscribe: fromPromise(async ({ input }) => {
        try {
          return await api.unsubscribe(input.token);
        } catch (error) {
          // A bad or forged link: the server's words (server.notifications.invalidUnsubscribeToken).
          throw errorMessage(error, 'unsubscribe');
        }
      }),
    },
  });
}

/**
 * The whole locale, before the page's words render: a visitor's first chunk holds only the public groups
 * (decision 0035) and this page's words are in `notifications` (with the server's refusal in `server`).
 * The page is opened from a mail now and then, so it pays for the whole file rather than every visitor.
 */
function useWholeLocale(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadAllWords(i18n)
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [i18n]);
  return ready;
}

/**
 * Issue 16 /unsubscribe?token=: the link in every notification mail. Nothing is sent when the page opens
 * (mail scanners open links); pressing Unsubscribe posts the token and says it is done, or why not.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const wordsIn = useWholeLocale();
  const text = useMessageText();
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, send] = useMachine(
    useMemo(() => unsubscribeWith(api), [api]),
    { input: { token } },
  );
  if (!wordsIn) return <PageLoading />;

  return (
    <WidePage>
      <PageMeta title={t('notifications.unsubscribe.metaTitle')} />
      <PageTitle>
        {state.matches('done')
          ? t('notifications.unsubscribe.doneTitle')
          : t('notifications.unsubscribe.title')}
      </PageTitle>
      <Card>
        {state.matches('missingToken') ? (
          <MessageBanner tone="error">{t('notifications.unsubscribe.missing')}</MessageBanner>
        ) : state.matches('done') ? (
          <div css={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
            <MessageBanner tone="success" role="status">
              {t('notifications.unsubscribe.doneBody')}
            </MessageBanner>
            <Button variant="secondary" as={RouterLink} to={paths.notifications.pattern}>
              {t('notifications.unsubscribe.openInbox')}
            </Button>
          </div>
        ) : (
          <div css={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
            <Paragraph>{t('notifications.unsubscribe.body')}</Paragraph>
            {state.context.error ? (
              <MessageBanner tone="error" role="alert">
                {text(state.context.error)}
              </MessageBanner>
            ) : null}
            <Button
              loading={state.hasTag('submitting')}
              onClick={() => send({ type: 'unsubscribe.confirm' })}
            >
              {t('notifications.unsubscribe.confirm')}
            </Button>
          </div>
        )}
      </Card>
    </WidePage>
  );
}
