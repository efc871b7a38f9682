import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ActorCell, useActorCell } from './actor-cell';
import { useApiGetter } from './ApiContext';
import type { NotificationCountActor } from './session-machines';
import { sessionMachines } from './session-runtime';
import { useSession } from './SessionProvider';

export type NotificationsState = {
  /** Unread inbox entries of the signed-in player (0 signed out). */
  unreadCount: number;
  /** The inbox page knows a newer count (it marked entries read, or loaded a page). */
  setUnreadCount: (unreadCount: number) => void;
};

export const NotificationsContext = createContext<NotificationsState>({
  unreadCount: 0,
  setUnreadCount: () => undefined,
});

/**
 * Issue 16: the header bell's unread count for a signed-in player, loaded at sign-in, every minute, and
 * when the window gets focus or becomes visible again. Like the wallet, the machine arrives with the
 * session's machines (docs/decisions/0035): a visitor's page runs none.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { status, userId } = useSession();
  const loggedIn = status === 'loggedIn';
  const api = useApiGetter();
  const [cell] = useState(() => {
    const machines = sessionMachines();
    return new ActorCell<NotificationCountActor>(
      loggedIn && machines ? machines.createNotificationCountActor(api, true) : null,
    );
  });
  const snapshot = useActorCell(cell);

  useEffect(() => {
    if (!cell.get()) {
      const machines = sessionMachines();
      if (!loggedIn || !machines) return;
      cell.set(machines.createNotificationCountActor(api, false));
    }
    cell.get()?.send({ type: 'auth.changed', loggedIn });
  }, [api, cell, loggedIn, userId]);

  useEffect(() => {
    if (!loggedIn) return undefined;
    const refresh = () => {
      if (document.visibilityState === 'visible') cell.get()?.send({ type: 'count.refresh' });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [cell, loggedIn]);

  const unreadCount = loggedIn ? (snapshot?.context.unreadCount ?? 0) : 0;
  const value = useMemo(
    () => ({
      unreadCount,
      setUnreadCount: (count: number) => cell.get()?.send({ type: 'count.set', unreadCount: count }),
    }),
    [cell, unreadCount],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsState {
  return useContext(NotificationsContext);
}
