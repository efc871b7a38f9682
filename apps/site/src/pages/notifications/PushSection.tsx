import { errorMessage, type ApiClient } from '@arena/api-client';
import { pushSettingsMachine } from '@arena/machines';
import { PushSettings, type PushDeviceStatus } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useMessageText } from '../../i18n/useMessage';
import { useApi } from '../../session/ApiContext';
import * as browser from './push-browser';

function pushSettingsFor(api: ApiClient) {
  const call = async <T,>(work: () => Promise<T>, name: Parameters<typeof errorMessage>[1]): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw errorMessage(error, name);
    }
  };
  return pushSettingsMachine.provide({
    actors: {
      checkDevice: fromPromise(() => browser.checkDevice()),
      requestPermission: fromPromise(() => browser.requestPermission()),
      loadPublicKey: fromPromise(
        async () => (await call(() => api.pushPublicKey(), 'pushPublicKey')).publicKey,
      ),
      subscribeBrowser: fromPromise(({ input }) => browser.subscribeBrowser(input.publicKey)),
      saveSubscription: fromPromise(async ({ input }) => {
        await call(() => api.subscribePush(input), 'subscribePush');
      }),
      unsubscribeBrowser: fromPromise(() => browser.unsubscribeBrowser()),
      removeSubscription: fromPromise(async ({ input }) => {
        await call(() => api.unsubscribePush(input.endpoint), 'unsubscribePush');
      }),
      loadSwitches: fromPromise(
        async () => (await call(() => api.pushPreferences(), 'pushPreferences')).preferences,
      ),
      saveSwitch: fromPromise(
        async ({ input }) =>
          (await call(() => api.savePushPreferences({ [input.kind]: input.on }), 'savePushPreferences'))
            .preferences,
      ),
    },
  });
}

const deviceStates = ['unsupported', 'denied', 'off', 'subscribing', 'on', 'unsubscribing', 'error'] as const;

/** Issue 33 (decision 0069): this device's Web Push and the per-kind switches, on /notifications. */
export function PushSection() {
  const api = useApi();
  const text = useMessageText();
  const [state, send] = useMachine(useMemo(() => pushSettingsFor(api), [api]));
  const status: PushDeviceStatus = deviceStates.find((name) => state.matches({ device: name })) ?? 'loading';
  const { context } = state;
  // A browser failure has no words of its own (the fallback key): the component says its own then.
  const serverWords = context.error && 'serverMessage' in context.error ? text(context.error) : undefined;
  return (
    <PushSettings
      status={status}
      error={serverWords}
      onEnable={() => send({ type: 'push.enable' })}
      onDisable={() => send({ type: 'push.disable' })}
      onRetry={() => send({ type: 'push.retry' })}
      switches={
        state.matches({ kinds: 'loading' }) || state.matches({ kinds: 'failed' }) ? null : context.switches
      }
      savingKind={state.matches({ kinds: 'saving' }) ? context.savingKind : null}
      switchesFailed={state.matches({ kinds: 'failed' })}
      switchesError={context.switchesError ? text(context.switchesError) : undefined}
      onToggle={(kind) => send({ type: 'kinds.toggle', kind })}
      onSwitchesRetry={() => send({ type: 'kinds.retry' })}
    />
  );
}
