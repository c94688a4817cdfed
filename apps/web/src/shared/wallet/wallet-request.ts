// The wallet balance's call, named once for wallet-api.ts and for sending it as soon as "me" opens
// (app/first-requests.ts).
import { walletEndpoints } from '@panel/domain/endpoints/wallet';
import { readOf } from '../../lib/client-headers';

export const WALLET_READ = readOf(walletEndpoints.wallet);
