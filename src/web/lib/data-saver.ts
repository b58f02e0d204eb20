import { useSyncExternalStore } from 'react';
import { DATA_SAVER_COOKIE } from '../../contract/image-variants';
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

/**
 * Tells the server whether data saver is on (a cookie, as the interface language's), so it preloads no large
 * image into a page whose `<img>` will ask for the smallest copy (decision 100).
 */
function rememberForServer(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function setDataSaver(on: boolean): void {
  safeStorage.set(STORAGE_KEYS.dataSaver, on ? 'on' : 'off');
  rememberForServer(on);
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

// Once per page load: the browser's suggestion (a metered connection) may change between visits.
if (typeof document !== 'undefined') rememberForServer(isDataSaverOn());

export function useDataSaver(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, isDataSaverOn, () => false), setDataSaver];
}
