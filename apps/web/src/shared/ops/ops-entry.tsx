// The platform operator's way into their screens (/ops) from "me". Only the operator (role
// PLATFORM) sees it; everyone else never learns the screens exist.
import List from 'antd-mobile/es/components/list';
import SetOutline from 'antd-mobile-icons/es/SetOutline';
import { PLATFORM_ROLE } from '@panel/domain/wallet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/boot-queries';
import './locales';

/** True when the logged-in user is the platform operator. */
export function useIsOperator(): boolean {
  return useCurrentUser().roles.some((role) => role.code === PLATFORM_ROLE);
}

export function OpsEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!useIsOperator()) return null;
  return (
    <List header={t('opsEntry.header')} className={className}>
      <List.Item prefix={<SetOutline aria-hidden="true" />} description={t('opsEntry.hint')} onClick={() => void navigate('/ops')}>
        <span>{t('opsEntry.title')}</span>
      </List.Item>
    </List>
  );
}
