import { useSyncExternalStore } from 'react';
import { safeStorage } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * Data saver (issue 21): videos start at 360p and are never preloaded, images load at their smallest width.
 * Until the user chooses, it is on when the browser says the connection is metered or asks to save data
 * (`navigator.connection`, Chromium on Android).
 */
interface NetworkInformation {
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
}

const listeners = new Set<() => void>();

function connection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** What the browser suggests when the user has not chosen. */
export function suggestedDataSaver(): boolean {
  const c = connection();
  return (
    Boolean(c?.saveData) ||
    c?.type === 'cellular' ||
    c?.effectiveType === '2g' ||
    c?.effectiveType === 'slow-2g'
  );
}

export function isDataSaverOn(): boolean {
  const stored = safeStorage.get(STORAGE_KEYS.dataSaver);
  return stored === null ? suggestedDataSaver() : stored === 'on';
}

export function setDataSaver(on: boolean): void {
  safeStorage.set(STORAGE_KEYS.dataSaver, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.dataSaver) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDataSaver(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, isDataSaverOn, () => false), setDataSaver];
}
