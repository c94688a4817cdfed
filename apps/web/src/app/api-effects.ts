// The api client's side effects in the running app: antd-mobile Toast and Dialog (loaded on
// first use so the login route does not carry them), the router and the progress bar.
import type { DataRouter } from 'react-router';
import { api } from '../lib/api-client';
import { currentLocale, i18n } from '../lib/i18n';
import { progress } from '../lib/progress';

export function wireApiEffects(router: Pick<DataRouter, 'navigate' | 'state'>): void {
  api.configure({
    locale: currentLocale,
    warn(message, durationMs) {
      void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
        Toast.show({ content: message, duration: durationMs });
      });
    },
    async confirmLoginStatus(message) {
      const { default: Dialog } = await import('antd-mobile/es/components/dialog');
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
