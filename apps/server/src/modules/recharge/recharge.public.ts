// What the other modules may use of recharge: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { RECHARGE_KIND } from './recharge.service';
