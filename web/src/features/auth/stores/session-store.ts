import type { Session, User } from '@contract';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

/** localStorage key; holds `{ token, refreshToken, expiresAt, user }` as plain JSON. */
export const SESSION_STORAGE_KEY = 'session';
/** Window event fired whenever the stored session changes (SPEC section 4). */
export const AUTH_CHANGED_EVENT = 'authChanged';

interface SessionState {
  session: Session | null;
  setSession: (session: Session) => void;
  setUser: (user: User) => void;
  clear: () => void;
}

type PersistedState = Pick<SessionState, 'session'>;

function looksLikeSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | null | undefined;
  return (
    typeof v.token === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.uid === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'admin' || user.role === 'user')
  );
}

/** Stores the session itself (not zustand's `{state, version}` wrapper), so the key reads plainly. */
const flatStorage: PersistStorage<PersistedState> = {
  getItem: (name) => {
    try {
      const raw = window.localStorage.getItem(name);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return { state: { session: looksLikeSession(parsed) ? parsed : null }, version: 0 };
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      if (value.state.session) window.localStorage.setItem(name, JSON.stringify(value.state.session));
      else window.localStorage.removeItem(name);
    } catch {
      // Storage full or blocked: the session still lives for this tab.
    }
  },
  removeItem: (name) => {
    try {
      window.localStorage.removeItem(name);
    } catch {
      // ignore: nothing stored
    }
  },
};

/** The signed-in session, mirrored to localStorage. Client state only: no server data is cached here. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      setSession: (session) => set({ session }),
      setUser: (user) => set((state) => (state.session ? { session: { ...state.session, user } } : state)),
      clear: () => set({ session: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: flatStorage,
      partialize: (state) => ({ session: state.session }),
    },
  ),
);

useSessionStore.subscribe((state, previous) => {
  if (state.session !== previous.session) window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
});

// Another tab logged in or out: follow it. (No window when the server renders a public page.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) void useSessionStore.persist.rehydrate();
  });
}

export const useCurrentUser = () => useSessionStore((state) => state.session?.user ?? null);
