// The quick-start guide's info (spec sections 1 and 7): whether it is still pending and which of
// the two steps are done, as the server counts them (step two: the store is set up, name and
// picture). Read by the guide screen and by home's quick-start steps.
import { queryOptions } from '@tanstack/react-query';
import type { GuideInfoResponse } from '@panel/domain/contract/accounts';
import { api } from '../../lib/api-client';
import { GUIDE_INFO_READ } from './guide-request';

export const guideInfoQuery = queryOptions({
  queryKey: ['guide', 'info'],
  // hide: home asks in the background; the guide screen shows its own failure.
  queryFn: ({ signal }) => api.read<GuideInfoResponse>(GUIDE_INFO_READ, { signal, hide: true }),
});
