// The api client's side effects in the running app: antd-mobile Toast and Dialog (loaded on
// first use, with their React 19 shim, so the login route does not carry them), the router and the
// progress bar.
import type { DataRouter } from 'react-router';
import { loadDialog, loadToast } from '../components/overlays';
import { provideApiEffects } from '../lib/api-wiring';
import { currentLocale, i18n } from '../lib/i18n';
import { progress } from '../lib/progress';

export function wireApiEffects(router: Pick<DataRouter, 'navigate' | 'state'>): void {
  provideApiEffects({
    locale: currentLocale,
    warn(message, durationMs) {
      void loadToast().then((Toast) => Toast.show({ content: message, duration: durationMs }));
    },
    async confirmLoginStatus(message) {
      const Dialog = await loadDialog();
      await Dialog.alert({ content: message, confirmText: i18n.t('session.logInAgain') });
    },
    navigate(path) {
      // Remember where the user was, so logging in again returns there.
      const { pathname, search, hash } = router.state.location;
      void router.navigate(path, { replace: true, state: { from: `${pathname}${search}${hash}` } });
    },
    progressStart: progress.start,
    progressDone: progress.done,
  });
}
