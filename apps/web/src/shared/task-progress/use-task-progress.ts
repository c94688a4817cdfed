// A long task followed live (the server's task runner: docs/decisions/007-task-runner.md):
// GET /api/task/{id} is asked again every second until the task is DONE or FAILED, then no more;
// while the live stream is connected, its task events ask at once, and the poll is only a fallback.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskState } from '@panel/domain/constants';
import type { TaskResponse } from '@panel/domain/contract/tasks';
import { tasksEndpoints } from '@panel/domain/endpoints/tasks';
import { api } from '../../lib/api-client';
import { isLive } from '../../lib/live-events';

/** How often a running task is asked about; while live events arrive, how often all the same. */
export const TASK_POLL_MS = 1000;
const LIVE_TASK_POLL_MS = 10_000;

/** True once a task will not change any more. */
export function isFinished(state: TaskState): boolean {
  switch (state) {
    case 'DONE':
    case 'FAILED':
      return true;
    case 'PENDING':
    case 'RUNNING':
      return false;
  }
}

/** GET /api/task/{id}: quiet, the progress shows a failed load itself. Asked again every `pollMs` until finished. */
export const taskQuery = (id: string, pollMs: number = TASK_POLL_MS) =>
  queryOptions({
    queryKey: ['tasks', id],
    queryFn: ({ signal }) => api.call(tasksEndpoints.task, { params: { id }, signal, hide: true }),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.state) ? false : isLive() ? Math.max(pollMs, LIVE_TASK_POLL_MS) : pollMs),
    staleTime: 0,
  });

export type TaskProgress = {
  /** The task as last answered; undefined until the first answer. */
  task: TaskResponse | undefined;
  /** Items done, succeeded and failed, out of the total (0 while the total is unknown). */
  done: number;
  failed: number;
  succeeded: number;
  total: number;
  /** 0 to 100; null while the total is unknown. */
  percent: number | null;
  finished: boolean;
  /** The first load failed (nothing to show yet). */
  loadError: unknown;
  refetch: () => void;
};

/** Follows the task `id` until it is DONE or FAILED. */
export function useTaskProgress(id: string, { pollMs = TASK_POLL_MS }: { pollMs?: number } = {}): TaskProgress {
  const query = useQuery(taskQuery(id, pollMs));
  const task = query.data;
  const { done = 0, failed = 0, total = 0 } = task?.progress ?? {};
  return {
    task,
    done,
    failed,
    succeeded: Math.max(0, done - failed),
    total,
    percent: total > 0 ? Math.min(100, Math.round((done / total) * 100)) : null,
    finished: task ? isFinished(task.state) : false,
    loadError: task ? null : query.error,
    refetch: () => void query.refetch(),
  };
}
