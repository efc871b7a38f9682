import { useEffect, useState } from 'react';
import type { ApiClient } from '@arena/api-client';
import { ActorCell, useActorCell } from './actor-cell';
import type { ActorLike } from './actor-cell';
import { useApiGetter } from './ApiContext';
import { sessionMachines } from './session-runtime';
import type { SessionMachines } from './session-runtime';
import { useSession } from './SessionProvider';

/** A machine that follows the session: it loads when told the player signed in (wallet, bell). */
type SessionFollower = ActorLike & { send(event: { type: 'auth.changed'; loggedIn: boolean }): void };

type SessionSeen = { loggedIn: boolean; userId: string | null };

/**
 * Holds a session-following actor and what it was last told, so each change of player is told once. An
 * actor created for a player already signed in has loaded on its own start: telling it again would
 * load the same answer a second time (issue 34: /api/wallet/get and /api/notifications were asked
 * twice on every signed-in page load).
 */
class FollowerCell<Actor extends SessionFollower> extends ActorCell<Actor> {
  private seen: SessionSeen | null;

  constructor(actor: Actor | null, seen: SessionSeen) {
    super(actor);
    this.seen = actor ? seen : null;
  }

  /** Tells the actor of a session it has not seen yet. */
  follow(next: SessionSeen): void {
    const actor = this.get();
    if (!actor || (this.seen?.loggedIn === next.loggedIn && this.seen.userId === next.userId)) return;
    this.seen = next;
    actor.send({ type: 'auth.changed', loggedIn: next.loggedIn });
  }
}

/**
 * The session's actor for a provider (the wallet, the notifications bell): created signed in when the
 * page starts with a player (its machines are loaded by then, see SessionProvider), or at the first
 * sign-in; told of every later change of player, once. A visitor's page runs none.
 */
export function useSessionActor<Actor extends SessionFollower>(
  create: (machines: SessionMachines, api: () => ApiClient, loggedIn: boolean) => Actor,
) {
  const { status, userId } = useSession();
  const loggedIn = status === 'loggedIn';
  const api = useApiGetter();
  const [cell] = useState(() => {
    const machines = sessionMachines();
    const actor = loggedIn && machines ? create(machines, api, true) : null;
    return new FollowerCell<Actor>(actor, { loggedIn, userId });
  });
  const snapshot = useActorCell(cell);

  useEffect(() => {
    if (!cell.get()) {
      const machines = sessionMachines();
      if (!loggedIn || !machines) return;
      // The first sign-in of this page: the machine starts signed out and is told, as before.
      cell.set(create(machines, api, false));
    }
    cell.follow({ loggedIn, userId });
  }, [api, cell, create, loggedIn, userId]);

  return { cell, snapshot, loggedIn };
}
