// Long tasks the caller started (generating codes, recharging accounts in bulk): their progress.
import type { TaskParams, TaskResponse } from '../contract/tasks';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const tasksEndpoints = {
  task: endpoint<{ params: typeof TaskParams; response: typeof TaskResponse }>({
    method: 'GET',
    path: '/api/task/:id',
    access: 'user',
    summary: "A task's progress: its state, how many of its items are done or failed, and its result or error once it ends.",
    errors: [E.ORDER_ACCESS_DENIED],
  }),
};
