// What the other modules may use of idempotency: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { type KeepAnswer } from './idempotency.service';
export { idempotent } from './idempotent';
