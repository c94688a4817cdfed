// The order to-dos' call, named once for order-todo-query.ts and for sending it as soon as a tab
// root opens (app/first-requests.ts): the tab bar's badge reads it on every tab.
import { ordersEndpoints } from '@panel/domain/endpoints/orders';
import { readOf } from '../../lib/client-headers';

export const ORDER_TODO_READ = readOf(ordersEndpoints.todo);
