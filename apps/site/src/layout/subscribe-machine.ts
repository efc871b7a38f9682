import { subscribeMachine } from '@arena/machines';
import { createActor } from 'xstate';

/** The footer's subscribe machine, loaded with XState on the reader's first keystroke or send. */
export function createSubscribeActor() {
  return createActor(subscribeMachine);
}

export type SubscribeActor = ReturnType<typeof createSubscribeActor>;
