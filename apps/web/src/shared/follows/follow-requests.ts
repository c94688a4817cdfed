// The follow counters' call, named once for follow-queries.ts and for sending it as soon as a tab
// root opens (app/first-requests.ts): the tab bar's badge reads it on every tab.
import type { ApiRead } from '../../lib/client-headers';

export const FOLLOW_STATISTICS_READ: ApiRead = { method: 'GET', path: '/api-user/user/follow/statistics' };
