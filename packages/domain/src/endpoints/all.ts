// The whole endpoint table with its schemas, area by area: what the route tests walk and the
// OpenAPI document is made from. The panel imports the areas' plain tables instead (`<area>.ts`).
import { apiKeysSchemas } from './api-keys.schemas';
import type { Bound } from './endpoint';
import { referenceSchemas } from './reference.schemas';
import { walletSchemas } from './wallet.schemas';

export const ENDPOINT_AREAS = {
  wallet: walletSchemas,
  reference: referenceSchemas,
  apiKeys: apiKeysSchemas,
} as const;

/** Every entry of the table with its area's name. */
export const allEndpoints = (): Array<Bound & { area: string; name: string }> =>
  Object.entries(ENDPOINT_AREAS).flatMap(([area, entries]) => Object.entries(entries).map(([name, entry]) => ({ ...(entry as Bound), area, name })));
