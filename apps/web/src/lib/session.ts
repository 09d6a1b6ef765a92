import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, as the browser remembers it: userId and userName (and userEmail after Google
 * sign-in) in localStorage, as the spec describes. It only decides what to render; the server's
 * session cookie decides what the user may do.
 */
export interface StoredSession {
  userId: string;
  userName: string;
  userEmail: string | null;
}

const KEYS = ['userId', 'userName', 'userEmail'] as const;
const listeners = new Set<() => void>();
let cached: { raw: string; value: StoredSession | null } | undefined;

function read(): StoredSession | null {
  const userId = localStorage.getItem('userId');
  const userName = localStorage.getItem('userName');
  const userEmail = localStorage.getItem('userEmail');
  const raw = `${userId}\u0000${userName}\u0000${userEmail}`;
  if (cached?.raw === raw) return cached.value;
  const value = userId && userName ? { userId, userName, userEmail } : null;
  cached = { raw, value };
  return value;
}

function notify() {
  for (const listener of listeners) listener();
}

export function getSession(): StoredSession | null {
  return read();
}

export function saveSession(user: { _id: string; name: string; email?: string | undefined }, withEmail: boolean) {
  localStorage.setItem('userId', user._id);
  localStorage.setItem('userName', user.name);
  if (withEmail && user.email) localStorage.setItem('userEmail', user.email);
  notify();
}

export function clearSession() {
  for (const key of KEYS) localStorage.removeItem(key);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Calls the listener with the session whenever it changes; returns the unsubscribe function. */
export function subscribeToSession(listener: (session: StoredSession | null) => void): () => void {
  return subscribe(() => listener(read()));
}

/** The stored session, re-rendering when it changes (in this tab or another). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
