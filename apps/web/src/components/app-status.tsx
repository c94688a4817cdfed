// A strip above every screen when it has something to say about the panel itself: that there is no
// network (what shows is what was last loaded), or that a newer version is ready, with the button
// that switches to it. Nothing otherwise.
import { useTranslation } from 'react-i18next';
import { useAppUpdate } from '../lib/app-updates';
import { useOnline } from '../lib/online';
import './app-status.css';

export function AppStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const update = useAppUpdate();
  if (online && !update.ready) return null;
  return (
    <div className="app-status" role="status" aria-live="polite">
      {online ? null : (
        <p className="app-status__line app-status__line--offline" data-testid="app-offline">
          {t('common.offline')}
        </p>
      )}
      {update.ready ? (
        <p className="app-status__line" data-testid="app-update">
          <span>{t('common.updateReady')}</span>
          <button type="button" className="app-status__action" onClick={update.apply}>
            {t('common.updateNow')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
