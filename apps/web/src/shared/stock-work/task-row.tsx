// A long task on a card's stock as a row of a list (a generation, a recharge): the card's name and
// the task's state on top, what the feature says of it below; opens the task.
import type { TaskState } from '@panel/domain/constants';
import Tag from 'antd-mobile/es/components/tag';
import type { ReactNode } from 'react';
import styles from './stock-work.module.css';

const STATE_COLOR: Record<TaskState, 'default' | 'primary' | 'success' | 'danger'> = {
  PENDING: 'default',
  RUNNING: 'primary',
  DONE: 'success',
  FAILED: 'danger',
};

/** A task's state, said in the feature's words (`label`). */
export function TaskStateTag({ state, label }: { state: TaskState; label: string }) {
  return (
    <Tag color={STATE_COLOR[state]} fill="outline" data-state={state}>
      {label}
    </Tag>
  );
}

export function TaskRow({
  taskId,
  name,
  state,
  onOpen,
  children,
}: {
  taskId: string;
  name: string;
  state: ReactNode;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.row} onClick={onOpen} data-task={taskId}>
      <span className={styles.rowTop}>
        <span className={styles.name}>{name}</span>
        {state}
      </span>
      {children}
    </button>
  );
}
