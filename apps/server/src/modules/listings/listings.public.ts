// What the other modules may use of listings: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { discountOf, findTiers, listingStock, listingTiersJson, openTo, tiersFromJson, visibleTo } from './listings.service';
