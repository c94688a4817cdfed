// NOTE: the React 19 shim for antd-mobile (lib/antd-react19.ts) must run before anything renders a
// Toast or Dialog; the modules that show them import it, so the login route does not carry it.
import 'antd-mobile/es/global';
import './app/app.css';
import './components/tap-targets.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { syncLocale } from './app/sync-locale';
import { antdLocaleReady } from './lib/antd-locale';
import { startAppUpdates } from './lib/app-updates';
import { textsReady } from './lib/i18n';
import { hasToken } from './lib/session';
import { startTheme } from './lib/theme';
import { wireApiEffects } from './app/api-effects';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadScreen } from './app/router';

// The light or dark theme before anything renders (index.html's splash follows the system's in CSS).
startTheme();
const signedIn = hasToken();
// With a stored session, the texts of the screen at this address and what it asks the server for as
// it first renders: asked for now, they arrive while its code does (app/first-screen-requests.ts).
// Without that file the screen asks for all of it itself, as before.
if (signedIn) {
  import('./app/first-screen-requests').then(({ requestFirstScreen }) => requestFirstScreen(window.location)).catch(() => undefined);
}
// The screen at this address and, with a stored session, the shell around it: their code loads
// alongside the language's texts, and the screen's not after the shell's. In a task of its own:
// asking for some thirty files is as long as evaluating this chunk, and one task of both blocked
// input for longer than either.
// Each screen's request in a task of its own too (a chunk's request adds a link per file it imports).
setTimeout(() => preloadScreen(window.location.pathname, signedIn, (ask) => setTimeout(ask)), 0);
// The current language's texts first: nothing ever shows a text key. NOTE: not a top-level await:
// a language chunk that imports from this entry chunk would wait for it to finish evaluating.
void Promise.all([textsReady, antdLocaleReady]).then(() => {
  syncLocale();
  // The router (matching some hundred routes) is made in a task of its own, once the texts are in:
  // not while this chunk first runs, nor with the language's first text (the title), which starts
  // i18next's translator; one task of both was among the longest before the first paint.
  setTimeout(() => {
    const router = createAppRouter();
    wireApiEffects(router);
    // The first render from a task of its own: the router's start (its history entry, the first
    // match) and React's root were one task with it.
    setTimeout(() => {
      const root = createRoot(document.getElementById('root')!);
      // The first render as a transition: React renders it in slices of a few milliseconds, yielding to
      // the browser in between, instead of one long task that blocks input (a default update is never
      // sliced). The splash stays on screen until it is done.
      startTransition(() => root.render(<AppProviders router={router} />));
      startAppUpdates();
    }, 0);
  }, 0);
});
