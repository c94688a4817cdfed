// What the other modules may use of stock: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { countFree, listingStockOf, moveUnits } from './stock.service';
