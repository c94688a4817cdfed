// The whole endpoint table with its schemas, area by area: what the route tests walk and the
// OpenAPI document is made from. The panel imports the areas' plain tables instead (`<area>.ts`).
import type { Bound } from './endpoint';
import { opsPaymentsSchemas } from './ops-payments.schemas';
import { ordersDevSchemas } from './orders-dev.schemas';
import { ordersSchemas } from './orders.schemas';
import { paymentAccountsSchemas } from './payment-accounts.schemas';
import { paymentsSchemas } from './payments.schemas';
import { salesSchemas } from './sales.schemas';
import { walletSchemas } from './wallet.schemas';

export const ENDPOINT_AREAS = {
  wallet: walletSchemas,
  orders: ordersSchemas,
  sales: salesSchemas,
  paymentAccounts: paymentAccountsSchemas,
  payments: paymentsSchemas,
  opsPayments: opsPaymentsSchemas,
  ordersDev: ordersDevSchemas,
} as const;

/** Every entry of the table with its area's name. */
export const allEndpoints = (): Array<Bound & { area: string; name: string }> =>
  Object.entries(ENDPOINT_AREAS).flatMap(([area, entries]) => Object.entries(entries).map(([name, entry]) => ({ ...(entry as Bound), area, name })));
