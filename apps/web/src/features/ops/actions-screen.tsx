// /ops/actions: every operator action, newest first: what was done, to what, by whom and when,
// with its details (an amount received, a reason, a rate).
import List from 'antd-mobile/es/components/list';
import { useInfiniteQuery } from '@tanstack/react-query';
import { OPS_ACTIONS, type OpsAction } from '@panel/domain/contract/ops';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { ListRows } from '../../components/list-rows';
import { LocalizedUi } from '../../components/localized-ui';
import { Page } from '../../components/page';
import { PagedList } from '../../components/paged-list';
import { actionsQuery } from './ops-api';
import styles from './ops.module.css';
import './locales';

/** An action's details as one line: "receivedAmount: 100.00 · reference: VC123". */
export function detailText(detail: OpsAction['detail']): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean)}`)
    .join(' · ');
}

const isKnownAction = (action: string): action is (typeof OPS_ACTIONS)[number] => (OPS_ACTIONS as readonly string[]).includes(action);

function ActionRow({ action }: { action: OpsAction }) {
  const { t } = useTranslation();
  const detail = detailText(action.detail);
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
