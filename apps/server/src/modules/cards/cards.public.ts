// What the other modules may use of cards: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export {
  assertPicture,
  catalogueNoPermission,
  findStockCards,
  getCard,
  getOwnStore,
  isHolder,
  lockCard,
  presentCardFields,
  refusal,
  type Card,
} from './cards.service';
