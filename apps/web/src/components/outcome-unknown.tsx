// A money call whose answer never came (network cut, time-out, a server failure after sending): the
// same words on every screen, and a way to ask again with the same key, so it is never done twice.
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import type { MoneyCallStatus } from '../lib/use-money-call';
import './outcome-unknown.css';
import './ui-texts';

/** Nothing while the call's outcome is known; else says it is not known yet and offers to check again. */
export function OutcomeUnknown({ call }: { call: MoneyCallStatus }) {
  const { t } = useTranslation();
  if (!call.isUnknown) return null;
  return (
    <div className="outcome-unknown" role="alert" data-testid="outcome-unknown">
      <p>{t('ui.outcomeUnknown.text')}</p>
      <Button color="primary" fill="outline" size="small" loading={call.isPending} onClick={() => void call.retry()}>
        {t('ui.outcomeUnknown.checkAgain')}
      </Button>
    </div>
  );
}
