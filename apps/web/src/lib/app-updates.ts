// The service worker (vite.config.ts, INSTALLABLE): registered once the first screen is in, and a
// newer build, once it has arrived, offered to the user rather than swapped in under them. The
// status bar (components/app-status.tsx) shows the offer; taking it activates the new worker and
// reloads the panel.
import { useSyncExternalStore } from 'react';

type UpdateState = { ready: boolean; apply: () => void };

let state: UpdateState = { ready: false, apply: () => undefined };
const listeners = new Set<() => void>();

function set(next: UpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Whether a newer build waits, and how to switch to it. */
export function useAppUpdate(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/**
 * Registers the service worker a few seconds after the page has loaded (not while the first screen's
 * own files travel). Production builds only: the development server serves no worker.
 */
export function startAppUpdates(afterLoadMs = 3000): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => {
      void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker((apply) => set({ ready: true, apply })));
    }, afterLoadMs);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
