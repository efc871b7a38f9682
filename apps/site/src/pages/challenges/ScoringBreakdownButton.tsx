import type { ScoringBreakdown as Breakdown } from '@arena/contract';
import { errorMessage, type ApiClient } from '@arena/api-client';
import { scoringBreakdownMachine } from '@arena/machines';
import { Button, ScoringBreakdown } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import { breakdownLabels } from './breakdown-labels';

/**
 * "How my score was counted" on a challenge's page, for a participant (issue 16, decision 0032): opens
 * their scoring breakdown, which refreshes every minute while open.
 */
/** An answer and when it arrived (epoch ms). */
type Loaded = { breakdown: Breakdown; at: number };

/** GET /api/challenge/{id}/breakdown; a failure rejects with the message to show. */
async function loadBreakdown(api: ApiClient, challengeId: string): Promise<Loaded> {
  try {
    return { breakdown: (await api.scoringBreakdown(challengeId)).data, at: Date.now() };
  } catch (error) {
    throw errorMessage(error, 'challenges');
  }
}

export function ScoringBreakdownButton({ challengeId }: { challengeId: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const messageText = useMessageText();
  const flow = useMemo(
    () =>
      scoringBreakdownMachine<Loaded>().provide({
        actors: {
          loadBreakdown: fromPromise(() => loadBreakdown(api, challengeId)),
        },
      }),
    [api, challengeId],
  );
  const [state, send] = useMachine(flow, { input: {} });
  const { data, error } = state.context;
  const open = state.hasTag('open');
  const view = state.matches('failed') ? 'failed' : data ? 'ready' : 'loading';
  // The clock the relative times ("3 minutes ago") are told from: the answer's arrival, moving on while open.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setTick(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [open]);
  const labels = data ? breakdownLabels(data.breakdown, t, i18n.language, Math.max(tick, data.at)) : null;
  return (
    <>
      <Button variant="secondary" onClick={() => send({ type: 'open' })}>
        {t('scoringBreakdown.open')}
      </Button>
      <ScoringBreakdown
        open={open}
        onClose={() => send({ type: 'close' })}
        state={view}
        {...(view === 'failed' ? { error: messageText(error) ?? '' } : {})}
        onRetry={() => send({ type: 'retry' })}
        tracking={labels?.tracking ?? []}
        {...(labels?.trackingProblem ? { trackingProblem: labels.trackingProblem } : {})}
        {...(view === 'ready' && error ? { refreshError: t('scoringBreakdown.refreshFailed') } : {})}
        entries={labels?.entries ?? []}
        totals={labels?.totals ?? []}
      />
    </>
  );
}
