// The quick-start guide's call, named once for guide-query.ts and for sending it as soon as home
// opens (app/first-requests.ts).
import type { ApiRead } from '../../lib/client-headers';

export const GUIDE_INFO_READ: ApiRead = { method: 'GET', path: '/api-user/users/guide/info' };
