import { useSyncExternalStore } from 'react';
import { safeStorage } from '../safe-storage';
import { STORAGE_KEYS } from '../storage-keys';

/** A course kept on this device: its files are in the offline cache, this record says what and until when. */
export interface KeptCourse {
  courseId: number;
  title: string;
  /** Who kept it: another account signing in on the device does not see it. */
  userId: number;
  version: string;
  expiresAt: string;
  /** Bytes stored for it (files and the course itself). */
  bytes: number;
  withVideos: boolean;
  keptAt: string;
  /** The pack URLs stored, so removal deletes exactly them. */
  urls: string[];
}

const listeners = new Set<() => void>();
let snapshot: Record<string, KeptCourse> | null = null;

function read(): Record<string, KeptCourse> {
  if (snapshot) return snapshot;
  try {
    snapshot = JSON.parse(safeStorage.get(STORAGE_KEYS.keptCourses) ?? '{}') as Record<string, KeptCourse>;
  } catch {
    snapshot = {};
  }
  return snapshot;
}

function write(next: Record<string, KeptCourse>): void {
  snapshot = next;
  safeStorage.set(STORAGE_KEYS.keptCourses, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function listKeptCourses(): KeptCourse[] {
  return Object.values(read());
}

export function getKeptCourse(courseId: number): KeptCourse | undefined {
  return read()[String(courseId)];
}

export function saveKeptCourse(kept: KeptCourse): void {
  write({ ...read(), [String(kept.courseId)]: kept });
}

export function forgetKeptCourse(courseId: number): void {
  const next = { ...read() };
  delete next[String(courseId)];
  write(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.keptCourses) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The record of one kept course (re-rendering when it is kept, refreshed or removed, in any tab). */
export function useKeptCourse(courseId: number): KeptCourse | undefined {
  return useSyncExternalStore(
    subscribe,
    () => read()[String(courseId)],
    () => undefined,
  );
}

const onlineNow = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, onlineNow, () => true);
}
