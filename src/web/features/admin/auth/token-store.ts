import { useSyncExternalStore } from 'react';

/** The admin's bearer token lives in localStorage (back-office.md §6), so it survives reloads and tabs. */
const STORAGE_KEY = 'adminToken';

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
  } finally {
    notify();
  }
}

export function clearAdminToken(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } finally {
    notify();
  }
}

/** The current token; re-renders when it is set or cleared (including by a 401 anywhere). */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
