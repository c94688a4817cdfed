// The seller's way into recharging client accounts (/recharge) and to the recharges already made.
import List from 'antd-mobile/es/components/list';
import ClockCircleOutline from 'antd-mobile-icons/es/ClockCircleOutline';
import { CoinIcon } from '../../components/coin-icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './locales';

export function RechargeEntryList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className={className}>
      <List.Item prefix={<CoinIcon />} description={t('rechargeEntry.hint')} onClick={() => void navigate('/recharge')} data-testid="recharge-entry">
        {t('rechargeEntry.title')}
      </List.Item>
      <List.Item prefix={<ClockCircleOutline aria-hidden="true" />} onClick={() => void navigate('/recharge/recent')} data-testid="recharge-records-entry">
        {t('rechargeEntry.records')}
      </List.Item>
    </List>
  );
}
