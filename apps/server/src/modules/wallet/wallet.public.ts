// What the other modules may use of wallet: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { confirmTopUp, presentTopUp, readPlatformBank, rejectTopUp, setPlatformBank, type TopUpRow } from './top-ups.service';
