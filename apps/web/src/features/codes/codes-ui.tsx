// Pieces the code screens share: a card with its free units, a record's state and progress, and a
// record as a row of the lists, and the state of a record that is not there for the caller.
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Tag from 'antd-mobile/es/components/tag';
import type { CardResponse } from '@panel/domain/contract/cards';
import type { CodeRecord } from '@panel/domain/contract/codes';
import type { TaskState } from '@panel/domain/constants';
import { formatDate } from '@panel/domain/format';
import { useTranslation } from 'react-i18next';
import { isMissingTask, TaskMissing } from '../../shared/stock-work/task-missing';
import { StockCardRow, type StockCard } from '../../shared/stock-work/stock-card-row';
import { TaskRow, TaskStateTag } from '../../shared/stock-work/task-row';
import { recordPercent } from './codes-rules';
import styles from './codes.module.css';
import './locales';

/** A card: picture, name, type and, when known, its free units; `change` at the right of the row. */
export function CardRow({
  card,
  onOpen,
  disabled,
  change,
}: {
  card: StockCard & Pick<CardResponse, 'type'>;
  onOpen?: () => void;
  disabled?: boolean;
  change?: string;
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag color="primary" fill="outline">
      {t(`codes.cardType.${card.type}`)}
    </Tag>
  );
  const free = card.counts ? t('codes.free', { count: card.counts.free }) : undefined;
  return <StockCardRow card={card} tag={tag} free={free} onOpen={onOpen} disabled={disabled} change={change} />;
}

export function StateTag({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  return <TaskStateTag state={state} label={t(`codes.state.${state}`)} />;
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
    <TaskRow taskId={record.taskId} name={record.card.name} state={<StateTag state={record.state} />} onOpen={onOpen}>
      <RecordProgress record={record} />
      <span className={styles.meta}>
        <span>{t(`codes.format.${record.format}`)}</span>
        <span>·</span>
        <span>{formatDate(record.createdAt)}</span>
      </span>
      <span className={styles.recordNo}>{record.recordNo}</span>
    </TaskRow>
  );
}

/** True for a refusal that means the record is not there for the caller (150004: another's or unknown), not a failed load. */
export const isMissingRecord = isMissingTask;

export function RecordMissing() {
  const { t } = useTranslation();
  return (
    <TaskMissing
      testId="record-missing"
      title={t('codes.detail.missingTitle')}
      text={t('codes.detail.missingText')}
      back={{ label: t('codes.detail.backToList'), to: '/generate/list' }}
    />
  );
}
