import { z } from 'zod';
import { TASK_STATES } from '../constants';

/** GET /api/task/{id}: a task the caller started, as its progress screen shows it. */
export const TaskParams = z.object({ id: z.uuid() });
export type TaskParams = z.infer<typeof TaskParams>;

export const TaskResponse = z.object({
  id: z.uuid(),
  /** What the task does (`codes.generate`, `recharge.bulk`, ...). */
  kind: z.string(),
  state: z.enum(TASK_STATES),
  /** Items done (succeeded or failed) out of the total; total 0 while unknown. */
  progress: z.object({ done: z.number().int(), failed: z.number().int(), total: z.number().int() }),
  /** What the task answers when DONE (its shape depends on the kind). */
  result: z.unknown().nullable(),
  /** Why it FAILED: a catalogue code. */
  error: z.object({ code: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TaskResponse = z.infer<typeof TaskResponse>;
