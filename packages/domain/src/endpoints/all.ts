// The whole endpoint table with its schemas, area by area: what the route tests walk and the
// OpenAPI document is made from. The panel imports the areas' plain tables instead (`<area>.ts`).
import { codesSchemas } from './codes.schemas';
import type { Bound } from './endpoint';
import { notificationsSchemas } from './notifications.schemas';
import { opsSchemas } from './ops.schemas';
import { rechargeSchemas } from './recharge.schemas';
import { walletSchemas } from './wallet.schemas';

export const ENDPOINT_AREAS = {
  wallet: walletSchemas,
  ops: opsSchemas,
  codes: codesSchemas,
  recharge: rechargeSchemas,
  notifications: notificationsSchemas,
} as const;

/** Every entry of the table with its area's name. */
export const allEndpoints = (): Array<Bound & { area: string; name: string }> =>
  Object.entries(ENDPOINT_AREAS).flatMap(([area, entries]) => Object.entries(entries).map(([name, entry]) => ({ ...(entry as Bound), area, name })));
