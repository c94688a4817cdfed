// A failed load with a way to try again.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';

type PageErrorProps = { title?: string; description?: string; onRetry?: () => void; retrying?: boolean };

export function PageError({ title, description, onRetry, retrying }: PageErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: '48px 24px', textAlign: 'center' }}>
      <ErrorBlock status="disconnected" title={title ?? t('common.loadFailed')} description={description ?? ''} />
      {onRetry ? (
        <Button color="primary" fill="outline" loading={retrying} onClick={onRetry} style={{ marginTop: 24, minWidth: 160 }}>
          {t('common.retry')}
        </Button>
      ) : null}
    </div>
  );
}
