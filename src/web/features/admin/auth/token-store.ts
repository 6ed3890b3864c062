import { useSyncExternalStore } from 'react';

/** The admin's bearer token lives in localStorage (back-office.md §6), so it survives reloads and tabs. */
const STORAGE_KEY = 'adminToken';
/** Why the server ended the session (e.g. unused for 12 hours), for the sign-in page to say. */
const REASON_KEY = 'adminSignedOutReason';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (privacy mode): treat as signed out.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Signing out (or in) in another tab applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getAdminToken(): string | null {
  return read();
}

export function setAdminToken(token: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, token);
    window.sessionStorage.removeItem(REASON_KEY);
  } finally {
    notify();
  }
}

/**
 * Forgets the token; `reason` (the server's 401 message) is kept for the sign-in page until the next sign-in.
 * Calls without one (Sign out, or requests racing the first 401) leave a reason already given.
 */
export function clearAdminToken(reason?: string): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
    if (reason) window.sessionStorage.setItem(REASON_KEY, reason);
  } finally {
    notify();
  }
}

/** Why the last session ended, when the server ended it; null after a sign-out or a new sign-in. */
export function signedOutReason(): string | null {
  try {
    return window.sessionStorage.getItem(REASON_KEY);
  } catch {
    return null;
  }
}

/** The current token; re-renders when it is set or cleared (including by a 401 anywhere). */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
