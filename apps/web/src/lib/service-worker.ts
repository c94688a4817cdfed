// The service worker's registration through vite-plugin-pwa's module (a module of the build's, not
// of the sources: only the build and the development server provide it, so only main.tsx's start
// reaches this file, through lib/app-updates.ts).
import { registerSW } from 'virtual:pwa-register';

/** How often an open panel asks the server whether a newer build is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Registers the worker now; `onNewBuild` gets the function that switches to a newer one once it waits. */
export function registerServiceWorker(onNewBuild: (apply: () => void) => void): void {
  const update = registerSW({
    // Now: the page's load event, which the register would wait for otherwise, is past.
    immediate: true,
    onNeedRefresh: () => onNewBuild(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
    onRegisterError: (error: unknown) => console.error('Could not register the service worker', error),
  });
}
