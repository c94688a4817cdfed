// The whole endpoint table with its schemas, area by area: what the route tests walk and the
// OpenAPI document is made from. The panel imports the areas' plain tables instead (`<area>.ts`).
import type { Bound } from './endpoint';
import { walletSchemas } from './wallet.schemas';
import { webhooksSchemas } from './webhooks.schemas';

export const ENDPOINT_AREAS = {
  wallet: walletSchemas,
  webhooks: webhooksSchemas,
} as const;

/** Every entry of the table with its area's name. */
export const allEndpoints = (): Array<Bound & { area: string; name: string }> =>
  Object.entries(ENDPOINT_AREAS).flatMap(([area, entries]) => Object.entries(entries).map(([name, entry]) => ({ ...(entry as Bound), area, name })));
