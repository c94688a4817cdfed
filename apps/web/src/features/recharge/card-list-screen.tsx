// /recharge/cardList/:taskId: the units each account of a recharge used (their card numbers, an
// undone one marked), filtered by account (kept in the address as ?q=), with infinite scroll and
// pull to refresh. Another's recharge (or an unknown one) is 150004: not found.
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { RechargeUnitsResponse } from '@panel/domain/contract/recharge';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { useKeywordParam } from '../../components/use-keyword-param';
import { rechargeUnitsQuery } from './recharge-api';
import { isMissingRecharge, RechargeMissing } from './recharge-ui';
import styles from './recharge.module.css';
import './locales';

type Unit = RechargeUnitsResponse['list'][number];

export default function CardListScreen() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const { text, setText, keyword, search } = useKeywordParam();
  const query = useInfiniteQuery(rechargeUnitsQuery(taskId, keyword));
  const missing = query.isError && !query.data && isMissingRecharge(query.error);
  return (
    <LocalizedUi>
      <Page title={t('recharge.cardList.title')} backTo={`/recharge/detail/${encodeURIComponent(taskId)}`}>
        {missing ? (
          <RechargeMissing />
        ) : (
          <>
            <div className={styles.search}>
              <SearchBar
                value={text}
                onChange={setText}
                onSearch={search}
                onClear={() => search('')}
                placeholder={t('recharge.cardList.search')}
                aria-label={t('recharge.cardList.search')}
              />
            </div>
            <PagedList
              query={query}
              summary={(total) => t('recharge.cardList.total', { count: total })}
              renderItem={(unit: Unit) => (
                <div key={unit.cardNumber} className={styles.unit} data-account={unit.account}>
                  <span className={styles.unitBody}>
                    <span className={styles.account}>{unit.account}</span>
                    <span className={styles.cardNumber}>{unit.cardNumber}</span>
                  </span>
                  {unit.undone ? (
                    <Tag color="warning" fill="outline">
                      {t('recharge.cardList.undone')}
                    </Tag>
                  ) : null}
                </div>
              )}
              emptyTitle={t('recharge.cardList.emptyTitle')}
              emptyDescription={keyword ? t('recharge.cardList.emptyFiltered') : t('recharge.cardList.emptyText')}
            />
          </>
        )}
      </Page>
    </LocalizedUi>
  );
}
