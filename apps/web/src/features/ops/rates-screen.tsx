// /ops/rates: every currency's rate against USD (units of the currency per USD) and the fee on
// online payments in it (percent plus fixed, up to a maximum). A row opens the currency: its
// values to edit and its history.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import type { RatesResponse } from '@panel/domain/contract/ops';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ratesQuery } from './ops-api';
import { BASE_CURRENCY } from './ops-forms';
import { OpsPage } from './ops-page';
import { useFeeText, useUpdatedText } from './rate-texts';
import styles from './ops.module.css';
import './locales';

function Rates({ rates }: { rates: RatesResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feeText = useFeeText();
  const updatedText = useUpdatedText();
  if (rates.length === 0) return <ErrorBlock status="empty" title={t('ops.rates.empty')} description="" />;
  return (
    <div className={styles.body}>
      <p className={styles.intro}>{t('ops.rates.intro')}</p>
      <List className={styles.section}>
        {rates.map((row) => (
          <List.Item
            key={row.currency}
            data-testid={`ops-rate-${row.currency}`}
            onClick={() => void navigate(`/ops/rates/${row.currency}`)}
            description={
              <span className={styles.rowMain}>
                <span className={styles.rowSub}>
                  {row.currency === BASE_CURRENCY ? t('ops.rates.base') : t('ops.rates.perUsd', { rate: row.rate, currency: row.currency })}
                </span>
                <span className={styles.rowSub}>{feeText(row)}</span>
                <span className={styles.rowSub}>{updatedText(row)}</span>
              </span>
            }
            extra={<span className={styles.amount}>{row.currency === BASE_CURRENCY ? '1' : row.rate}</span>}
          >
            <span className={styles.rowTitle}>{row.currency}</span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

export default function RatesScreen() {
  const { t } = useTranslation();
  const rates = useQuery(ratesQuery);
  return (
    <OpsPage title={t('ops.rates.title')} backTo="/ops" query={rates}>
      {(data) => <Rates rates={data} />}
    </OpsPage>
  );
}
