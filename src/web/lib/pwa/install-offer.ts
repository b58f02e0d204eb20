import { useSyncExternalStore } from 'react';

/**
 * The browser's install offer (`beforeinstallprompt`, Chromium) is caught as early as possible and kept, so
 * the app can offer installation once, politely, in the user's language (app/pwa-prompts.tsx) instead of the
 * browser's own bar. A few lines only: this file is part of the first load.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function catchInstallOffer(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
}

export function clearInstallOffer(): void {
  offer = null;
  changed();
}
