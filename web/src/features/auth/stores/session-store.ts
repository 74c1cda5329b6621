import type { Session, User } from '@contract';
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';

import { writeSessionCookie } from './session-cookie';

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
  if (state.session === previous.session) return;
  writeSessionCookie(state.session);
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
});
// A session kept from before the cookie existed (or whose cookie the browser dropped) gets it back.
writeSessionCookie(useSessionStore.getState().session);

// Another tab logged in or out: follow it. (No window when the server renders a public page.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) void useSessionStore.persist.rehydrate();
  });
}

/**
 * The user a server-rendered signed-in screen was rendered for (decision 0092). The server renders
 * with it, and the browser hydrates with it, whatever the module-level store holds: on the server
 * that store is shared by every request. Then the store's user takes over. A public page is rendered
 * for everyone: null until it has hydrated.
 */
const RenderedUserContext = createContext<User | null>(null);

export function RenderedUserProvider({ user, children }: { user: User | null; children: ReactNode }) {
  return createElement(RenderedUserContext.Provider, { value: user }, children);
}

/**
 * Before hydrating a screen rendered for `user`: the stored session takes that very object (the
 * server's read is the fresher), so the store's snapshot is the one the page hydrates with. A
 * different object, even an equal one, makes React render every reader of the user again, at once
 * and in one task, right after hydrating.
 */
export function adoptRenderedUser(user: User | null) {
  const stored = useSessionStore.getState().session?.user;
  if (user && stored?.uid === user.uid && stored !== user) useSessionStore.getState().setUser(user);
}

const currentUser = () => useSessionStore.getState().session?.user ?? null;

export function useCurrentUser(): User | null {
  const rendered = useContext(RenderedUserContext);
  return useSyncExternalStore(useSessionStore.subscribe, currentUser, () => rendered);
}
