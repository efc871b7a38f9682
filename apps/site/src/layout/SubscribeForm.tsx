import { subscribeMachine } from '@arena/machines';
import type { SubscribeFormProps } from '@arena/ui';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';

/** spec §2 Footer subscribe and §5: the subscribe machine's state as the ui SubscribeForm's props. */
export function useSubscribeForm(): SubscribeFormProps {
  const { t } = useTranslation();
  const [state, send] = useMachine(subscribeMachine);
  const { email, errorKey } = state.context;
  return {
    email,
    onEmailChange: (value) => send({ type: 'edit', email: value }),
    onSubmit: () => send({ type: 'submit' }),
    error: state.matches('invalid') && errorKey ? t(errorKey) : undefined,
    subscribed: state.matches('subscribed'),
  };
}
