// English texts of the home feature (loaded when the panel speaks English).
const en = {
  homeFollow: {
    requests_one: '{{count}} follow request to answer',
    requests_other: '{{count}} follow requests to answer',
    requestsFrom: 'From {{names}}',
    requestsFromMore: 'From {{names}} and {{count}} more',
    myRequest: 'Your follow request is waiting',
    myRequestAt: 'Waiting for {{store}} to answer',
    myRequestPlain: 'Waiting for the store to answer',
    quickStart: 'Quick start',
    stepLabel: 'Step {{number}}',
    steps: {
      FOLLOW_AND_BUY: 'Follow a store and buy from the mall',
      LIST_AND_INVITE: 'List products and invite resellers, or sell to clients',
    },
    stepActions: {
      FOLLOW_AND_BUY: 'Find a store',
      LIST_AND_INVITE: 'Set up my store',
    },
    stepDone: 'Done',
    guide: 'Open the guide',
  },
};

export default en;
