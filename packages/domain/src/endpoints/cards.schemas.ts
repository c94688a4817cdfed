import * as C from '../contract/cards';
import { bindSchemas } from './endpoint';
import { cardsEndpoints } from './cards';

export const cardsSchemas = bindSchemas(cardsEndpoints, {
  create: { body: C.CreateCardRequest, response: C.CardResponse },
  card: { params: C.CardParams, response: C.CardResponse },
  update: { params: C.CardParams, body: C.UpdateCardRequest, response: C.CardResponse },
});
