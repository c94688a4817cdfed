// What the other modules may use of orders: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { closeUnpaid, confirmPayment } from './order-payment';
export {
  amountOf,
  exponentOf,
  factsOf,
  findVoucherStats,
  orderAccessDenied,
  presentOrderItems,
  presentOrderPage,
  readOrderDetail,
  scopeOf,
  selectOrderPage,
  selectOrderRows,
  tabFilter,
  type OrderView,
} from './order-reads';
export { lockOrder, moveOrder, noteOrder, type Order } from './order-state';
