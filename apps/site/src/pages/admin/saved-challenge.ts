import type { AdminChallenge } from '@arena/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoad } from '../../data/useLoad';
import { useApi } from '../../session/ApiContext';
import { call } from './admin-api';

/** What the challenge form hands the list when it has created or saved a challenge (history state). */
export type SavedChallenge = { id: string; title: string; created: boolean };
type SavedChallengeState = { savedChallenge: SavedChallenge };

/** The navigation state that brings the list back with `saved` in view and its toast. */
export function savedChallengeState(saved: SavedChallenge): SavedChallengeState {
  return { savedChallenge: saved };
}

function readState(state: unknown): SavedChallenge | null {
  const saved = (state as Partial<SavedChallengeState> | null)?.savedChallenge;
  return saved && typeof saved.id === 'string' && typeof saved.title === 'string' ? saved : null;
}

/**
 * The list's side of Create and Save (issue 34): the toast ("“Weekend cup” is created."), the row to
 * highlight, and the rows with that challenge first when it is not on the page shown (the list is by
 * start time, so a new challenge may sit pages away). The state is cleared from history at once, so a
 * reload or Back does not say it again.
 */
export function useSavedChallenge(items: readonly AdminChallenge[] | null) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const [saved] = useState(() => readState(location.state));
  const [toastOpen, setToastOpen] = useState(saved !== null);

  useEffect(() => {
    if (!saved) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const missing = saved !== null && items !== null && !items.some((row) => row.id === saved.id);
  const pinned = useLoad(missing ? `admin-challenge:${saved.id}` : 'admin-challenge:none', async () =>
    missing ? (await call(api.adminChallenge(saved.id), 'adminChallenge')).data : null,
  );
  // The list reloads after a cancel or a finish: the pinned row follows.
  const seen = useRef(items);
  const reloadPinned = pinned.reload;
  useEffect(() => {
    if (items && seen.current && items !== seen.current && missing) reloadPinned();
    if (items) seen.current = items;
  }, [items, missing, reloadPinned]);

  const first = missing && pinned.status === 'ready' ? pinned.data : null;
  return {
    /** The challenge to highlight. */
    id: saved?.id ?? null,
    rows: items === null ? [] : first ? [first, ...items] : items,
    toast:
      saved && toastOpen
        ? t(saved.created ? 'admin.challenges.toast.created' : 'admin.challenges.toast.saved', {
            title: saved.title,
          })
        : null,
    dismissToast: () => setToastOpen(false),
  };
}
