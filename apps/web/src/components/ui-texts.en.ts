// English texts of the shared UI pieces (loaded when the panel speaks English).
const en = {
  ui: {
    pull: {
      pulling: 'Pull down to refresh',
      canRelease: 'Release to refresh',
      refreshing: 'Refreshing…',
      complete: 'Up to date',
    },
    list: {
      loadingMore: 'Loading more…',
      noMore: 'That is all',
      loadMoreFailed: 'Could not load more.',
      retry: 'Try again',
    },
    status: {
      PENDING: 'Pending',
      ACCEPTED: 'Accepted',
      REJECTED: 'Rejected',
      BLOCKED: 'Blocked',
    },
    notYet: 'Not yet',
    outcomeUnknown: {
      text: 'No answer yet: we do not know whether it went through. Check again: it will never be done twice.',
      checkAgain: 'Check again',
    },
  },
  publicPage: { back: 'Back' },
};

export default en;
