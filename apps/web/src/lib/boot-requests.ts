// The start-up data's calls (spec section 2), named once for boot-queries.ts and for sending them
// as soon as a logged-in address opens (app/first-requests.ts).
import { filesEndpoints } from '@panel/domain/endpoints/files';
import { readOf, type ApiRead } from './client-headers';

export const CURRENT_USER_READ: ApiRead = { method: 'GET', path: '/api-user/users/current' };
export const CDN_DOMAIN_READ = readOf(filesEndpoints.cdnDomain);
export const SYSTEM_CONFIG_READ: ApiRead = { method: 'POST', path: '/api-user/user/config/system/all/query' };
