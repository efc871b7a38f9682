import type { SubscribeFormProps } from '@arena/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActorCell, useActorCell } from '../session/actor-cell';
import type { SubscribeActor } from './subscribe-machine';

/**
 * spec §2 Footer subscribe and §5: the subscribe machine's state as the ui SubscribeForm's props. Every
 * page has the footer, so the machine (and XState) loads on the reader's first keystroke or send, not
 * with the page (issue 15); what is typed before it arrives is handed to it.
 */
export function useSubscribeForm(): SubscribeFormProps {
  const { t } = useTranslation();
  const [cell] = useState(() => new ActorCell<SubscribeActor>());
  const snapshot = useActorCell(cell);
  const [draft, setDraft] = useState('');
  const typed = useRef('');
  const loading = useRef<Promise<SubscribeActor | null> | null>(null);

  const machine = (): Promise<SubscribeActor | null> => {
    loading.current ??= import('./subscribe-machine').then(
      ({ createSubscribeActor }) => {
        if (!cell.get()) {
          cell.set(createSubscribeActor());
          cell.get()?.send({ type: 'edit', email: typed.current });
        }
        return cell.get();
      },
      () => {
        loading.current = null;
        return null;
      },
    );
    return loading.current;
  };

  const errorKey = snapshot?.context.errorKey ?? null;
  return {
    email: snapshot ? snapshot.context.email : draft,
    onEmailChange: (value) => {
      const actor = cell.get();
      if (actor) {
        actor.send({ type: 'edit', email: value });
        return;
      }
      typed.current = value;
      setDraft(value);
      void machine();
    },
    onSubmit: () => void machine().then((actor) => actor?.send({ type: 'submit' })),
    error: snapshot?.matches('invalid') && errorKey ? t(errorKey) : undefined,
    subscribed: snapshot?.matches('subscribed') ?? false,
  };
}
