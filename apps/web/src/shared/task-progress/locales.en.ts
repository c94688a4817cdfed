// English texts of the task progress (loaded when the panel speaks English).
const en = {
  taskProgress: {
    label: 'Progress',
    loading: 'Loading the task…',
    loadFailed: 'The task could not be loaded',
    counting: 'Counting the items…',
    counts: '{{done}} of {{total}} done',
    failed_one: '{{count}} failed',
    failed_other: '{{count}} failed',
    succeeded_one: 'Done: {{count}} item succeeded',
    succeeded_other: 'Done: {{count}} items succeeded',
    unknownError: 'The task stopped without saying why',
    state: {
      PENDING: 'Waiting to start',
      RUNNING: 'In progress',
      DONE: 'Finished',
      FAILED: 'Failed',
    },
  },
};

export default en;
