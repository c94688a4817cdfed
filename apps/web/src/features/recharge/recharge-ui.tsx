// Pieces the recharge screens share: a recharge card with its free units, a recharge's state, a
// recharge as a row of the lists, one account's result, and the state of a recharge that is not
// there for the caller.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Image from 'antd-mobile/es/components/image';
import Tag from 'antd-mobile/es/components/tag';
import type { CardResponse } from '@panel/domain/contract/cards';
import type { RechargeItem, RechargeSummary } from '@panel/domain/contract/recharge';
import type { TaskState } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import { PictureOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { cdnUrl, useCdnDomain } from '../../lib/boot-queries';
import { currentLocale } from '../../lib/i18n';
import { resultLine } from './recharge-rules';
import styles from './recharge.module.css';
import './locales';

const STATE_COLOR: Record<TaskState, 'default' | 'primary' | 'success' | 'danger'> = { PENDING: 'default', RUNNING: 'primary', DONE: 'success', FAILED: 'danger' };
const ITEM_COLOR = { WAITING: 'default', SUCCESS: 'success', FAILED: 'danger', UNDONE: 'warning' } as const;

function Picture({ picture, name }: { picture: string | null | undefined; name: string }) {
  const domain = useCdnDomain();
  const fallback = <PictureOutline className={styles.pictureFallback} />;
  return <Image className={styles.picture} src={cdnUrl(domain, picture)} alt={name} width={44} height={44} fit="cover" lazy={false} fallback={fallback} placeholder={fallback} />;
}

type CardLineProps = {
  card: Pick<CardResponse, 'id' | 'name' | 'picture'> & { counts?: Pick<CardResponse['counts'], 'free'> };
  onOpen?: () => void;
  disabled?: boolean;
  extra?: ReactNode;
};

/** A recharge card: picture, name and, when known, its free units. */
export function CardLine({ card, onOpen, disabled, extra }: CardLineProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <Picture picture={card.picture} name={card.name} />
      <span className={styles.cardBody}>
        <span className={styles.name}>{card.name}</span>
        {card.counts ? (
          <span className={styles.meta} data-testid="card-free">
            {t('recharge.free', { count: card.counts.free })}
          </span>
        ) : null}
      </span>
      {extra}
    </>
  );
  if (!onOpen) return <div className={styles.card}>{body}</div>;
  return (
    <button type="button" className={styles.card} onClick={onOpen} disabled={disabled} data-card={card.id}>
      {body}
    </button>
  );
}

export function StateTag({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOR[state]} fill="outline" data-state={state}>
      {t(`recharge.state.${state}`)}
    </Tag>
  );
}

/** Accounts recharged and failed of all. */
export function Counts({ recharge }: { recharge: Pick<RechargeSummary, 'succeeded' | 'failed' | 'accounts'> }) {
  const { t } = useTranslation();
  return <span className={styles.meta}>{t('recharge.counts', { succeeded: recharge.succeeded, failed: recharge.failed, accounts: recharge.accounts })}</span>;
}

/** A recharge in a list: card, state, counts, units per account and time; opens its details. */
export function RechargeRow({ recharge, onOpen }: { recharge: RechargeSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-task={recharge.taskId}>
      <span className={styles.rowTop}>
        <span className={styles.name}>{recharge.card.name}</span>
        <StateTag state={recharge.state} />
      </span>
      <Counts recharge={recharge} />
      <span className={styles.meta}>
        <span>{t('recharge.perAccount', { count: recharge.quantity })}</span>
        <span>·</span>
        <span>{formatDate(recharge.createdAt)}</span>
      </span>
    </button>
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

const MISSING_CODES: readonly number[] = [ERROR_CODES.ORDER_ACCESS_DENIED, ERROR_CODES.PARAM_ERROR];

/** True for a refusal that means the recharge is not there for the caller (150004: another's or unknown), not a failed load. */
export const isMissingRecharge = (error: unknown) => error instanceof ApiError && MISSING_CODES.includes(error.code);

export function RechargeMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.state} data-testid="recharge-missing">
      <ErrorBlock status="empty" title={t('recharge.detail.missingTitle')} description={t('recharge.detail.missingText')} />
      <Button color="primary" fill="outline" className={styles.tall} onClick={() => void navigate('/recharge/list', { replace: true })}>
        {t('recharge.detail.backToList')}
      </Button>
    </div>
  );
}
