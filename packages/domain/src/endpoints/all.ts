// The whole endpoint table with its schemas, area by area: what the route tests walk and the
// OpenAPI document is made from. The panel imports the areas' plain tables instead (`<area>.ts`).
import { codesSchemas } from './codes.schemas';
import { accountsSchemas } from './accounts.schemas';
import { analyticsSchemas } from './analytics.schemas';
import { authSchemas } from './auth.schemas';
import { apiKeysSchemas } from './api-keys.schemas';
import type { Bound } from './endpoint';
import { filesSchemas } from './files.schemas';
import { referenceSchemas } from './reference.schemas';
import { cardsSchemas } from './cards.schemas';
import { followsSchemas } from './follows.schemas';
import { listingsSchemas } from './listings.schemas';
import { mallSchemas } from './mall.schemas';
import { stockSchemas } from './stock.schemas';
import { storesSchemas } from './stores.schemas';
import { opsPaymentsSchemas } from './ops-payments.schemas';
import { ordersDevSchemas } from './orders-dev.schemas';
import { ordersSchemas } from './orders.schemas';
import { paymentAccountsSchemas } from './payment-accounts.schemas';
import { paymentsSchemas } from './payments.schemas';
import { salesSchemas } from './sales.schemas';
import { sandboxSchemas } from './sandbox.schemas';
import { notificationsSchemas } from './notifications.schemas';
import { opsSchemas } from './ops.schemas';
import { rechargeSchemas } from './recharge.schemas';
import { systemSchemas } from './system.schemas';
import { tasksSchemas } from './tasks.schemas';
import { usersSchemas } from './users.schemas';
import { walletSchemas } from './wallet.schemas';
import { webhooksSchemas } from './webhooks.schemas';

export const ENDPOINT_AREAS = {
  wallet: walletSchemas,
  reference: referenceSchemas,
  follows: followsSchemas,
  stores: storesSchemas,
  mall: mallSchemas,
  listings: listingsSchemas,
  cards: cardsSchemas,
  stock: stockSchemas,
  orders: ordersSchemas,
  sales: salesSchemas,
  paymentAccounts: paymentAccountsSchemas,
  payments: paymentsSchemas,
  opsPayments: opsPaymentsSchemas,
  sandbox: sandboxSchemas,
  ordersDev: ordersDevSchemas,
  ops: opsSchemas,
  codes: codesSchemas,
  recharge: rechargeSchemas,
  notifications: notificationsSchemas,
  accounts: accountsSchemas,
  auth: authSchemas,
  users: usersSchemas,
  system: systemSchemas,
  analytics: analyticsSchemas,
  files: filesSchemas,
  tasks: tasksSchemas,
  apiKeys: apiKeysSchemas,
  webhooks: webhooksSchemas,
} as const;

/** Every entry of the table with its area's name. */
export const allEndpoints = (): Array<Bound & { area: string; name: string }> =>
  Object.entries(ENDPOINT_AREAS).flatMap(([area, entries]) => Object.entries(entries).map(([name, entry]) => ({ ...(entry as Bound), area, name })));
