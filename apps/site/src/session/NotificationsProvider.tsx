import type { ApiClient } from '@arena/api-client';
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSessionActor } from './session-actor';
import type { SessionMachines } from './session-runtime';

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

const createCount = (machines: SessionMachines, api: () => ApiClient, loggedIn: boolean) =>
  machines.createNotificationCountActor(api, loggedIn);

/**
 * Issue 16: the header bell's unread count for a signed-in player, loaded at sign-in, every minute, and
 * when the window gets focus or becomes visible again. Like the wallet, the machine arrives with the
 * session's machines (docs/decisions/0035): a visitor's page runs none. One GET /api/notifications per
 * page load (issue 34): a machine started signed in is not told of the same session again.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { cell, snapshot, loggedIn } = useSessionActor(createCount);

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
