// English texts of the API reference (loaded when the panel speaks English).
const en = {
  developers: {
    title: 'API reference',
    loading: 'Loading the API reference',
    more: 'How keys, answers, money and webhooks work',
    less: 'Show less',
    download: 'Download the OpenAPI document',
    search: 'Search calls',
    which: 'Which calls',
    keyCalls: 'With an API key',
    allCalls: 'Every call',
    noMatch: 'No call matches your search.',
    scope: 'API key scope: {{scope}}',
    access: {
      public: 'Anyone, without logging in.',
      user: 'A logged-in user, on their own data.',
      operator: 'The platform operator only.',
      sandbox: 'The platform operator, while payments run as simulators.',
      dev: 'Development only.',
    },
    parameters: 'Parameters',
    place: { path: 'path', query: 'query', header: 'header' },
    body: 'Body (example)',
    answer: 'Answer (example)',
    errors: 'Refusals (respCode)',
  },
};

export default en;
