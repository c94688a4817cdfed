// What the other modules may use of rates: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { currentRate, listRates, rateHistory, sameRate, setRate } from './rates.service';
