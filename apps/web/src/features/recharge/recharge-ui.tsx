// Pieces the recharge screens share: a recharge card with its free units, a recharge's state, a
// recharge as a row of the lists, one account's result, and the state of a recharge that is not
// there for the caller.
import Tag from 'antd-mobile/es/components/tag';
import type { RechargeItem, RechargeSummary } from '@panel/domain/contract/recharge';
import type { TaskState } from '@panel/domain/constants';
import { formatDate } from '@panel/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';
import { StockCardRow, type StockCard } from '../../shared/stock-work/stock-card-row';
import { isMissingTask, TaskMissing } from '../../shared/stock-work/task-missing';
import { TaskRow, TaskStateTag } from '../../shared/stock-work/task-row';
import { resultLine } from './recharge-rules';
import styles from './recharge.module.css';
import './locales';

const ITEM_COLOR = { WAITING: 'default', SUCCESS: 'success', FAILED: 'danger', UNDONE: 'warning' } as const;

/** A recharge card: picture, name and, when known, its free units; `change` at the right of the row. */
export function CardLine({ card, onOpen, disabled, change }: { card: StockCard; onOpen?: () => void; disabled?: boolean; change?: string }) {
  const { t } = useTranslation();
  const free = card.counts ? t('recharge.free', { count: card.counts.free }) : undefined;
  return <StockCardRow card={card} free={free} onOpen={onOpen} disabled={disabled} change={change} />;
}

export function StateTag({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  return <TaskStateTag state={state} label={t(`recharge.state.${state}`)} />;
}

/** Accounts recharged and failed of all. */
export function Counts({ recharge }: { recharge: Pick<RechargeSummary, 'succeeded' | 'failed' | 'accounts'> & { undone?: number } }) {
  const { t } = useTranslation();
  const undone = recharge.undone ?? 0;
  return (
    <span className={styles.meta} data-testid="recharge-counts">
      {t('recharge.counts', { succeeded: recharge.succeeded, failed: recharge.failed, accounts: recharge.accounts })}
      {undone > 0 ? ` · ${t('recharge.undoneCount', { count: undone })}` : null}
    </span>
  );
}

/** A recharge in a list: card, state, counts, units per account and time; opens its details. */
export function RechargeRow({ recharge, onOpen }: { recharge: RechargeSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <TaskRow taskId={recharge.taskId} name={recharge.card.name} state={<StateTag state={recharge.state} />} onOpen={onOpen}>
      <Counts recharge={recharge} />
      <span className={styles.meta}>
        <span>{t('recharge.perAccount', { count: recharge.quantity })}</span>
        <span>·</span>
        <span>{formatDate(recharge.createdAt)}</span>
      </span>
    </TaskRow>
  );
}

/** One account's result: the account, its state, and the new expiry or the reason it failed; `action` at the end (undo). */
export function ResultRow({ item, action, notice }: { item: RechargeItem; action?: ReactNode; notice?: ReactNode }) {
  const { t } = useTranslation();
  const line = resultLine(item, currentLocale());
  const status = line.kind === 'waiting' ? 'WAITING' : item.status!;
  let detail: ReactNode = null;
  if (line.kind === 'success') detail = <span className={styles.meta}>{t('recharge.expiresAt', { date: line.expiresAt })}</span>;
  if (line.kind === 'failed')
    detail = (
      <span className={styles.reason} data-testid="result-reason">
        {line.reason || t('recharge.noReason')}
      </span>
    );
  return (
    <div className={styles.result} data-account={item.account} data-status={status}>
      <span className={styles.rowTop}>
        <span className={styles.account}>{item.account}</span>
        <Tag color={ITEM_COLOR[status]} fill="outline">
          {t(`recharge.itemStatus.${status}`)}
        </Tag>
      </span>
      {detail}
      {notice}
      {action ? <span className={styles.resultAction}>{action}</span> : null}
    </div>
  );
}

/** True for a refusal that means the recharge is not there for the caller (150004: another's or unknown), not a failed load. */
export const isMissingRecharge = isMissingTask;

export function RechargeMissing() {
  const { t } = useTranslation();
  return (
    <TaskMissing
      testId="recharge-missing"
      title={t('recharge.detail.missingTitle')}
      text={t('recharge.detail.missingText')}
      back={{ label: t('recharge.detail.backToList'), to: '/recharge/list' }}
    />
  );
}
