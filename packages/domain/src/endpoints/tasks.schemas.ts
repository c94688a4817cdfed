import { TaskParams, TaskResponse } from '../contract/tasks';
import { bindSchemas } from './endpoint';
import { tasksEndpoints } from './tasks';

export const tasksSchemas = bindSchemas(tasksEndpoints, {
  task: { params: TaskParams, response: TaskResponse },
});
