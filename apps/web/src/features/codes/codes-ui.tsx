// Pieces the code screens share: a card with its free units, a record's state and progress, and a
// record as a row of the lists, and the state of a record that is not there for the caller.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import type { CardResponse } from '@panel/domain/contract/cards';
import type { CodeRecord } from '@panel/domain/contract/codes';
import type { TaskState } from '@panel/domain/constants';
import { ERROR_CODES } from '@panel/domain/errors';
import { formatDate } from '@panel/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { OrderPicture } from '../../shared/orders/order-row';
import { recordPercent } from './codes-rules';
import styles from './codes.module.css';
import './locales';

const STATE_COLOR: Record<TaskState, 'default' | 'primary' | 'success' | 'danger'> = { PENDING: 'default', RUNNING: 'primary', DONE: 'success', FAILED: 'danger' };

type CardRowProps = {
  card: Pick<CardResponse, 'id' | 'name' | 'picture' | 'type'> & { counts?: Pick<CardResponse['counts'], 'free'> };
  onOpen?: () => void;
  disabled?: boolean;
  /** At the right of the row (a Change button). */
  extra?: ReactNode;
};

/** A card: picture, name, type and, when known, its free units. */
export function CardRow({ card, onOpen, disabled, extra }: CardRowProps) {
  const { t } = useTranslation();
  const body = (
    <>
      <OrderPicture picture={card.picture} name={card.name} size={48} />
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{card.name}</span>
        <span className={styles.meta}>
          <Tag color="primary" fill="outline">
            {t(`codes.cardType.${card.type}`)}
          </Tag>
          {card.counts ? (
            <span className={styles.free} data-testid="card-free">
              {t('codes.free', { count: card.counts.free })}
            </span>
          ) : null}
        </span>
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
      {t(`codes.state.${state}`)}
    </Tag>
  );
}

/** Codes made of those asked for, with a bar. */
export function RecordProgress({ record }: { record: Pick<CodeRecord, 'made' | 'quantity' | 'state'> }) {
  const { t } = useTranslation();
  const percent = recordPercent(record);
  return (
    <span className={styles.progressLine}>
      <span role="progressbar" aria-label={t('codes.detail.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <ProgressBar percent={percent} style={{ '--fill-color': record.state === 'FAILED' ? 'var(--adm-color-danger)' : 'var(--adm-color-primary)' }} />
      </span>
      <span>{t('codes.made', { made: record.made, quantity: record.quantity })}</span>
    </span>
  );
}

/** A generation in a list: card, state, progress, format and time; opens the record. */
export function RecordRow({ record, onOpen }: { record: CodeRecord; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.record} onClick={onOpen} data-task={record.taskId}>
      <span className={styles.recordTop}>
        <span className={styles.cardName}>{record.card.name}</span>
        <StateTag state={record.state} />
      </span>
      <RecordProgress record={record} />
      <span className={styles.meta}>
        <span>{t(`codes.format.${record.format}`)}</span>
        <span>·</span>
        <span>{formatDate(record.createdAt)}</span>
      </span>
      <span className={styles.recordNo}>{record.recordNo}</span>
    </button>
  );
}

const MISSING_CODES: readonly number[] = [ERROR_CODES.ORDER_ACCESS_DENIED, ERROR_CODES.PARAM_ERROR];

/** True for a refusal that means the record is not there for the caller (150004: another's or unknown), not a failed load. */
export const isMissingRecord = (error: unknown) => error instanceof ApiError && MISSING_CODES.includes(error.code);

export function RecordMissing() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.state} data-testid="record-missing">
      <ErrorBlock status="empty" title={t('codes.detail.missingTitle')} description={t('codes.detail.missingText')} />
      <Button color="primary" fill="outline" className={styles.tall} onClick={() => void navigate('/generate/list', { replace: true })}>
        {t('codes.detail.backToList')}
      </Button>
    </div>
  );
}
