// The start-up data's calls (spec section 2), named once for boot-queries.ts and for sending them
// as soon as a logged-in address opens (app/first-requests.ts).
import { filesEndpoints } from '@panel/domain/endpoints/files';
import { systemEndpoints } from '@panel/domain/endpoints/system';
import { usersEndpoints } from '@panel/domain/endpoints/users';
import { readOf } from './client-headers';

export const CURRENT_USER_READ = readOf(usersEndpoints.current);
export const CDN_DOMAIN_READ = readOf(filesEndpoints.cdnDomain);
export const SYSTEM_CONFIG_READ = readOf(systemEndpoints.config);
