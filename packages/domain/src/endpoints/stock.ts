// A seller's stock: the cards held (own and bought) with their counts, a card's units and history,
// and minting or retiring units of a card the caller's store created.
import type * as C from '../contract/cards';
import type { PageRequest } from '../contract/envelope';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const stockEndpoints = {
  list: endpoint<{ query: typeof C.StockListQuery; response: typeof C.StockCardsResponse }>({
    method: 'GET',
    path: '/api/product/stock/list',
    access: 'user',
    summary: 'The cards the caller holds, own and bought, with their counts and cover, by keyword, type and source.',
  }),
  change: endpoint<{ body: typeof C.StockChangeRequest; response: typeof C.StockChangeResponse }>({
    method: 'POST',
    path: '/api/product/stock/change',
    access: 'user',
    idempotent: true,
    summary: "Mints N units of a card the caller's store created (+N), or retires N of its free units (-N).",
    errors: [E.STOCK_CHANGE_ZERO, E.CATALOGUE_NO_PERMISSION, E.OPERATION_TOO_FREQUENT, E.INSUFFICIENT_STOCK],
  }),
  detail: endpoint<{ params: typeof C.CardParams; response: typeof C.StockDetailResponse }>({
    method: 'GET',
    path: '/api/product/stock/detail/:id',
    access: 'user',
    summary: "A card of the caller's stock with the caller's units by card status and its cover.",
    errors: [E.CATALOGUE_NO_PERMISSION],
  }),
  units: endpoint<{ params: typeof C.CardParams; query: typeof C.StockUnitsQuery; response: typeof C.StockUnitsResponse }>({
    method: 'GET',
    path: '/api/product/stock/units/:id',
    access: 'user',
    summary: "The caller's units of a card, all or those in one state.",
    errors: [E.CATALOGUE_NO_PERMISSION],
  }),
  movements: endpoint<{ params: typeof C.CardParams; query: typeof PageRequest; response: typeof C.StockMovementsResponse }>({
    method: 'GET',
    path: '/api/product/stock/movements/:id',
    access: 'user',
    summary: "The history of the caller's units of a card, newest first.",
    errors: [E.CATALOGUE_NO_PERMISSION],
  }),
};
