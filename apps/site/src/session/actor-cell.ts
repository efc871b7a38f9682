import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the providers need of an XState actor, without importing XState: a visitor's first script carries
 * no machine (issue 15, docs/decisions/0035). The actor arrives from a lazily loaded module
 * (session-machines.ts) only when a token exists or a player signs in.
 */
export type ActorLike = {
  start(): unknown;
  stop(): unknown;
  getSnapshot(): unknown;
  subscribe(observer: { next: () => void; error: () => void }): { unsubscribe(): void };
};

type SnapshotOf<Actor extends ActorLike> = ReturnType<Actor['getSnapshot']>;

/**
 * Holds at most one actor for a provider, created later or at once. The actor is started when the
 * provider is mounted (or at once if created after that) and stopped when it is unmounted; a remount in
 * the same task (React's strict mode runs effects twice) keeps it running, as `useActorRef` does.
 */
export class ActorCell<Actor extends ActorLike> {
  private actor: Actor | null = null;
  private started = false;
  private mounted = false;
  private subscription: { unsubscribe(): void } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(actor: Actor | null = null) {
    this.actor = actor;
  }

  /** The actor, or null before it has one. */
  get(): Actor | null {
    return this.actor;
  }

  /** Adopts the actor (once); started at once if the provider is mounted. */
  set(actor: Actor): void {
    if (this.actor) return;
    this.actor = actor;
    if (this.mounted) this.start();
    this.notify();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The actor's snapshot (the same object until it changes), or null before there is an actor. */
  readonly getSnapshot = (): SnapshotOf<Actor> | null =>
    (this.actor?.getSnapshot() as SnapshotOf<Actor> | undefined) ?? null;

  mount(): () => void {
    this.mounted = true;
    this.start();
    return () => {
      this.mounted = false;
      queueMicrotask(() => {
        if (!this.mounted) this.stop();
      });
    };
  }

  private start(): void {
    if (!this.actor || this.started) return;
    this.started = true;
    const notify = () => this.notify();
    this.subscription = this.actor.subscribe({ next: notify, error: notify });
    this.actor.start();
    this.notify();
  }

  private stop(): void {
    if (!this.actor || !this.started) return;
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.actor.stop();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The cell's snapshot for rendering (null before it has an actor, and on the server), kept started. */
export function useActorCell<Actor extends ActorLike>(cell: ActorCell<Actor>): SnapshotOf<Actor> | null {
  useEffect(() => cell.mount(), [cell]);
  return useSyncExternalStore(cell.subscribe, cell.getSnapshot, cell.getSnapshot);
}
