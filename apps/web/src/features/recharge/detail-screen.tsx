// /recharge/detail/:taskId: one recharge: when, its state, the card, the accounts and units per
// account, the live progress while it runs, every account's result and, where the platform still
// allows it, undoing one account after a confirmation (its units go back to free stock; 130083 /
// 130084 are said on the row with the reason; the header then counts it undone, not recharged), the
// units used, and the failed accounts put back on the recharge form to try again. Another's recharge (or an unknown one) is 150004:
// the screen says it was not found.
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import List from 'antd-mobile/es/components/list';
import { useQuery } from '@tanstack/react-query';
import { RECHARGE_UNDO_HOURS, type RechargeDetail, type RechargeItem } from '@panel/domain/contract/recharge';
import { ERROR_CODES } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showFailure } from '../../components/api-failure';
import { LocalizedUi } from '../../components/localized-ui';
import { notify } from '../../components/notify';
import { Page } from '../../components/page';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { OutcomeUnknown } from '../../components/outcome-unknown';
import { ApiError } from '../../lib/api-client';
import { TaskProgress } from '../../shared/task-progress/task-progress';
import { isFinished } from '../../shared/task-progress/use-task-progress';
import { rechargeDetailQuery, useUndoRecharge } from './recharge-api';
import { rechargeDraft } from './recharge-draft';
import { addAccounts } from './recharge-rules';
import { CardLine, Counts, isMissingRecharge, RechargeMissing, ResultRow, StateTag } from './recharge-ui';
import styles from './recharge.module.css';
import './locales';

const UNDO_REFUSALS: readonly number[] = [ERROR_CODES.UNDO_RECHARGE_FAILED, ERROR_CODES.UNDO_RECHARGE_FAILED_ALT];

/** The platform's reasons for refusing an undo (the refusal's data.reason). */
export const UNDO_REASONS = ['WINDOW_PASSED', 'RECHARGED_SINCE', 'NOT_RECHARGED', 'ALREADY_UNDONE'] as const;
export type UndoReason = (typeof UNDO_REASONS)[number];

/** The reason a refused undo names, when it is one the screen can say in words. */
export function undoReasonOf(error: ApiError): UndoReason | undefined {
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return (UNDO_REASONS as readonly unknown[]).includes(reason) ? (reason as UndoReason) : undefined;
}

function Results({ recharge }: { recharge: RechargeDetail }) {
  const { t } = useTranslation();
  const undo = useUndoRecharge();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [undoing, setUndoing] = useState<string | null>(null);

  const confirmUndo = async (item: RechargeItem) => {
    const confirmed = await Dialog.confirm({
      title: t('recharge.detail.undoTitle'),
      content: t('recharge.detail.undoText', { account: item.account }),
      confirmText: <span className={styles.failure}>{t('recharge.detail.undoConfirm')}</span>,
      cancelText: t('recharge.detail.undoCancel'),
    });
    if (!confirmed) return;
    const request = { taskId: recharge.taskId, account: item.account };
    setUndoing(item.account);
    setRefusals(({ [item.account]: _gone, ...rest }) => rest);
    await undo
      .submit(request, {
        onSuccess: () => {
          notify(t('recharge.detail.undone', { account: item.account }));
        },
        onError: (error) => {
          if (error instanceof ApiError && UNDO_REFUSALS.includes(error.code)) {
            const reason = undoReasonOf(error);
            const text = reason ? `${error.message}: ${t(`recharge.detail.undoReason.${reason}`, { hours: RECHARGE_UNDO_HOURS })}` : error.message;
            setRefusals((current) => ({ ...current, [item.account]: text }));
          } else showFailure(error);
        },
      })
      .finally(() => setUndoing(null));
  };

  return (
    <List header={t('recharge.detail.results')} className={styles.section}>
      <div data-testid="results">
        {recharge.items.map((item) => (
          <ResultRow
            key={item.account}
            item={item}
            notice={
              refusals[item.account] ? (
                <span className={styles.reason} role="alert" data-testid="undo-refused">
                  {refusals[item.account]}
                </span>
              ) : null
            }
            action={
              item.canUndo ? (
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  loading={undoing === item.account}
                  disabled={undoing !== null && undoing !== item.account}
                  onClick={() => void confirmUndo(item)}
                  data-testid="undo"
                >
                  {t('recharge.detail.undo')}
                </Button>
              ) : null
            }
          />
        ))}
      </div>
      <OutcomeUnknown call={undo} />
    </List>
  );
}

/** What the accounts' results say now: an undone account no longer counts as recharged, and its units are back in stock. */
export function resultCounts(recharge: RechargeDetail) {
  const of = (status: RechargeItem['status']) => recharge.items.filter((item) => item.status === status);
  return {
    accounts: recharge.accounts,
    succeeded: of('SUCCESS').length,
    failed: of('FAILED').length,
    undone: of('UNDONE').length,
    units: recharge.items.reduce((sum, item) => sum + item.units, 0),
    failedAccounts: of('FAILED').map((item) => item.account),
  };
}

function Detail({ recharge }: { recharge: RechargeDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const running = !isFinished(recharge.state);
  const counts = resultCounts(recharge);
  // Failed accounts used no units: they go back on the recharge form with the same card and units, to be checked and sent again.
  const retry = () => {
    rechargeDraft.update({ cardId: recharge.card.id, accounts: addAccounts('', counts.failedAccounts), quantity: String(recharge.quantity) });
    void navigate('/recharge');
  };
  return (
    <div data-testid="recharge-detail">
      <List className={styles.section}>
        <List.Item extra={<span className={styles.value}>{formatDate(recharge.createdAt)}</span>}>{t('recharge.detail.time')}</List.Item>
        <List.Item extra={<StateTag state={recharge.state} />} description={<Counts recharge={running ? recharge : counts} />}>
          {t('recharge.detail.state')}
        </List.Item>
      </List>
      {running ? (
        <div className={styles.progress}>
          <TaskProgress id={recharge.taskId} />
        </div>
      ) : null}
      <List header={t('recharge.detail.card')} className={styles.section}>
        <CardLine card={recharge.card} />
        <List.Item extra={<span className={styles.value}>{recharge.accounts}</span>}>{t('recharge.detail.accounts')}</List.Item>
        <List.Item extra={<span className={styles.value}>{recharge.quantity}</span>}>{t('recharge.detail.quantity')}</List.Item>
        <List.Item
          onClick={() => void navigate(`/recharge/cardList/${encodeURIComponent(recharge.taskId)}`)}
          extra={
            <span className={styles.value} data-testid="units-used">
              {counts.units}
            </span>
          }
          data-testid="open-units"
        >
          {t('recharge.detail.units')}
        </List.Item>
      </List>
      <Results recharge={recharge} />
      {!running && counts.failedAccounts.length > 0 ? (
        <div className={`${styles.section} ${styles.retry}`}>
          <Button block color="primary" fill="outline" className={styles.tall} onClick={retry} data-testid="retry-failed">
            {t('recharge.detail.retryFailed', { count: counts.failedAccounts.length })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export default function DetailScreen() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const query = useQuery(rechargeDetailQuery(taskId));
  let body;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError)
    body = isMissingRecharge(query.error) ? (
      <RechargeMissing />
    ) : (
      <PageError
        error={query.error}
        description={query.error instanceof ApiError ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <Detail recharge={query.data} />;
  return (
    <LocalizedUi>
      <Page title={t('recharge.detail.title')} backTo="/recharge/recent">
        {body}
      </Page>
    </LocalizedUi>
  );
}
