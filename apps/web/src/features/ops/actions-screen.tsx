// /ops/actions: every operator action, newest first: what was done, to what, by whom and when,
// with its details (an amount received, a reason, a rate).
import List from 'antd-mobile/es/components/list';
import { useInfiniteQuery } from '@tanstack/react-query';
import { OPS_ACTIONS, type OpsAction } from '@panel/domain/contract/ops';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { actionsQuery } from './ops-api';
import styles from './ops.module.css';
import './locales';

/** The details an action records, by the keys the server writes (ops.routes, ops-payments.service). */
const DETAIL_KEYS = [
  'amount',
  'received',
  'reason',
  'rate',
  'feePercent',
  'feeFixed',
  'feeMax',
  'account',
  'swift',
  'ok',
  'violations',
  'attemptId',
  'vcoin',
  'units',
  'codes',
  'uid',
  'surplus',
  'firstAmount',
  'confirmedAmount',
] as const;
const isDetailKey = (key: string): key is (typeof DETAIL_KEYS)[number] => (DETAIL_KEYS as readonly string[]).includes(key);

/** An action's details as one line in the panel's language: "Received: 100.00 · Reason: …"; a key not known here is shown as written. */
export function detailText(detail: OpsAction['detail'], t: TFunction): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => {
      const shown =
        typeof value === 'boolean'
          ? t(value ? 'ops.actions.detail.yes' : 'ops.actions.detail.no')
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value as string | number);
      return `${isDetailKey(key) ? t(`ops.actions.detail.${key}`) : key}: ${shown}`;
    })
    .join(' · ');
}

const isKnownAction = (action: string): action is (typeof OPS_ACTIONS)[number] => (OPS_ACTIONS as readonly string[]).includes(action);

function ActionRow({ action }: { action: OpsAction }) {
  const { t } = useTranslation();
  const detail = detailText(action.detail, t);
  return (
    <List.Item
      data-testid="ops-action-row"
      data-action={action.action}
      description={
        <span className={styles.rowMain}>
          <span className={`${styles.rowSub} ${styles.mono}`}>{t('ops.actions.target', { target: action.target })}</span>
          <span className={styles.rowSub}>
            {t('ops.actions.by', { who: action.operator.nickname || action.operator.uid })} · {formatDate(action.at)}
          </span>
          {detail ? <span className={styles.detail}>{detail}</span> : null}
        </span>
      }
    >
      <span className={styles.rowTitle}>{isKnownAction(action.action) ? t(`ops.actions.names.${action.action}`) : action.action}</span>
    </List.Item>
  );
}

export default function ActionsScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(actionsQuery);
  return (
    <LocalizedUi>
      <Page title={t('ops.actions.title')} backTo="/ops">
        <ListRows>
          <PagedList
            query={query}
            renderItem={(action: OpsAction) => <ActionRow key={action.id} action={action} />}
            emptyTitle={t('ops.actions.emptyTitle')}
            emptyDescription={t('ops.actions.emptyText')}
          />
        </ListRows>
      </Page>
    </LocalizedUi>
  );
}
