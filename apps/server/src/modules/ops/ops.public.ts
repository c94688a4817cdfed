// What the other modules may use of ops: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { recordAction, requireOperator } from './ops.service';
