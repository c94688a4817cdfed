// The progress of a long task on a screen: a bar that follows it live, the items done and failed,
// then its result or why it failed. The task is asked about until it is DONE or FAILED.
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import type { TaskResponse } from '@panel/domain/contract/tasks';
import { errorMessage } from '@panel/domain/errors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { useTaskProgress } from './use-task-progress';
import './task-progress.css';
import './locales';

type TaskProgressProps = {
  id: string;
  /** What the task did, shown once it is DONE (default: how many items succeeded). */
  renderResult?: (result: TaskResponse['result'], task: TaskResponse) => ReactNode;
  /** How often to ask, in milliseconds (default one second). */
  pollMs?: number;
};

export function TaskProgress({ id, renderResult, pollMs }: TaskProgressProps) {
  const { t } = useTranslation();
  const { task, done, failed, succeeded, total, percent, loadError, refetch } = useTaskProgress(id, { pollMs });

  if (!task) {
    if (!loadError) {
      return (
        <section className="task-progress" aria-busy="true">
          <p className="task-progress__title">{t('taskProgress.loading')}</p>
        </section>
      );
    }
    return (
      <section className="task-progress task-progress--failed" role="alert">
        <p className="task-progress__title">{t('taskProgress.loadFailed')}</p>
        <p className="task-progress__text">{loadError instanceof ApiError ? loadError.message : errorMessage(0, currentLocale())}</p>
        <Button size="small" color="primary" fill="outline" onClick={refetch}>
          {t('common.retry')}
        </Button>
      </section>
    );
  }

  const counts = total > 0 ? t('taskProgress.counts', { done, total }) : t('taskProgress.counting');
  return (
    <section className={`task-progress task-progress--${task.state.toLowerCase()}`} aria-live="polite" data-state={task.state}>
      <p className="task-progress__title">{t(`taskProgress.state.${task.state}`)}</p>
      <div role="progressbar" aria-label={t('taskProgress.label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent ?? undefined}>
        <ProgressBar
          className="task-progress__bar"
          percent={percent ?? 0}
          style={{ '--fill-color': task.state === 'FAILED' ? 'var(--adm-color-danger)' : 'var(--adm-color-primary)' }}
        />
      </div>
      <p className="task-progress__counts" data-testid="task-counts">
        <span>{counts}</span>
        {failed > 0 ? <span className="task-progress__failed"> · {t('taskProgress.failed', { count: failed })}</span> : null}
      </p>
      {task.state === 'DONE' ? (
        <div className="task-progress__result" data-testid="task-result">
          {renderResult ? renderResult(task.result, task) : t('taskProgress.succeeded', { count: succeeded })}
        </div>
      ) : null}
      {task.state === 'FAILED' ? (
        <p className="task-progress__error" role="alert" data-testid="task-error">
          {task.error ? errorMessage(task.error.code, currentLocale()) : t('taskProgress.unknownError')}
        </p>
      ) : null}
    </section>
  );
}
