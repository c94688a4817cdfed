// The follow counters' call, named once for follow-queries.ts and for sending it as soon as a tab
// root opens (app/first-requests.ts): the tab bar's badge reads it on every tab.
import { followsEndpoints } from '@panel/domain/endpoints/follows';
import { readOf } from '../../lib/client-headers';

export const FOLLOW_STATISTICS_READ = readOf(followsEndpoints.statistics);
