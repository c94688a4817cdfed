// The seller's way into generating activation codes (/generate) from the stock tab, and to the
// generations already made.
import List from 'antd-mobile/es/components/list';
import KeyOutline from 'antd-mobile-icons/es/KeyOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './locales';

export function CodesEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className={className}>
      <List.Item
        prefix={<KeyOutline aria-hidden="true" />}
        description={t('codesEntry.hint')}
        onClick={() => void navigate('/generate')}
        data-testid="codes-entry"
      >
        {t('codesEntry.title')}
      </List.Item>
    </List>
  );
}
