import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { paymentAccountsRoutes } from './payment-accounts.routes';

/** Offline payment and the seller's side of orders: bank accounts, bank information, vouchers, the store's orders. */
export function salesRoutes(app: FastifyInstance, ctx: AppContext) {
  paymentAccountsRoutes(app, ctx);
}
