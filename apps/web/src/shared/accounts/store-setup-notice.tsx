// Says, where products are listed, why nobody would see them yet: an account whose store is not set
// up (a name and a picture; the server's usable store, the SELLER role) can save listings, but no
// one can find or follow the store. Nothing shows once the store is set up.
import Button from 'antd-mobile/es/components/button';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsSeller } from '../follows/follow-entries';
import './locales';

export function StoreSetupNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (useIsSeller()) return null;
  return (
    <NoticeBar
      color="alert"
      wrap
      content={t('storeSetupNotice.text')}
      extra={
        <Button size="small" color="primary" fill="outline" style={{ minHeight: 44, whiteSpace: 'nowrap' }} onClick={() => void navigate('/setting/store')}>
          {t('storeSetupNotice.action')}
        </Button>
      }
    />
  );
}
