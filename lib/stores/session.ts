import { create } from 'zustand';
import { randomId } from '@/lib/client/random-id';

/** Shared state: the session id of this visit (one browser tab, kept across reloads). */
export const SESSION_KEY = 'visit_session@v1';

type SessionState = {
  sessionId: string | null;
  /** The visit's id, created on first use (tracking only runs with statistics consent). */
  ensureSessionId: (storage?: Pick<Storage, 'getItem' | 'setItem'> | null) => string;
};

export const useSession = create<SessionState>()((set, get) => ({
  sessionId: null,
  ensureSessionId: (storage = sessionStorage) => {
    const known = get().sessionId;
    if (known) return known;
    let id: string | null = null;
    try {
      id = storage?.getItem(SESSION_KEY) ?? null;
      if (!id) {
        id = randomId();
        storage?.setItem(SESSION_KEY, id);
      }
    } catch {
      id ??= randomId();
    }
    set({ sessionId: id });
    return id;
  },
}));
