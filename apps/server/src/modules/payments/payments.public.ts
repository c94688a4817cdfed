// What the other modules may use of payments: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { chainWatchHealth } from './adapters/chain-health';
export { checkPaymentTypesOffered, offeredPaymentTypes } from './providers';
