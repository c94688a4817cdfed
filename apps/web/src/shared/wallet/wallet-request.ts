// The wallet balance's call, named once for wallet-api.ts and for sending it as soon as "me" opens
// (app/first-requests.ts).
import type { ApiRead } from '../../lib/client-headers';

export const WALLET_READ: ApiRead = { method: 'GET', path: '/api/vcoin/wallet' };
