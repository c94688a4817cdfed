// The quick-start guide's call, named once for guide-query.ts and for sending it as soon as home
// opens (app/first-requests.ts).
import { accountsEndpoints } from '@panel/domain/endpoints/accounts';
import { readOf } from '../../lib/client-headers';

export const GUIDE_INFO_READ = readOf(accountsEndpoints.guide);
