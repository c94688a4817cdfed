// A centred spinner; pure CSS so the first chunk does not need antd-mobile's animation library.
import { useTranslation } from 'react-i18next';
import './page-loading.css';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      {label ? <span className="page-loading__label">{label}</span> : <span className="visually-hidden">{t('common.loading')}</span>}
    </div>
  );
}
