// The cards of a seller's catalogue: creating one, reading it with the caller's counts, editing it.
import type * as C from '../contract/cards';
import { ERROR_CODES as E } from '../errors';
import { endpoint } from './endpoint';

export const cardsEndpoints = {
  create: endpoint<{ body: typeof C.CreateCardRequest; response: typeof C.CardResponse }>({
    method: 'POST',
    path: '/api/product/card',
    access: 'user',
    summary: "Creates a card in the caller's store, with no units yet.",
    errors: [E.CURRENCY_NOT_SUPPORTED],
  }),
  card: endpoint<{ params: typeof C.CardParams; response: typeof C.CardResponse }>({
    method: 'GET',
    path: '/api/product/card/:id',
    access: 'user',
    summary: "A card of the caller's stock (own, held or traded) with the caller's counts.",
    errors: [E.CATALOGUE_NO_PERMISSION],
  }),
  update: endpoint<{ params: typeof C.CardParams; body: typeof C.UpdateCardRequest; response: typeof C.CardResponse }>({
    method: 'PUT',
    path: '/api/product/card/:id',
    access: 'user',
    summary: "Edits a card the caller's store created.",
    errors: [E.CURRENCY_NOT_SUPPORTED, E.CATALOGUE_NO_PERMISSION],
  }),
};
