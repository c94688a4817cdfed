// What the other modules may use of notifications: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { consumeEvents, type UserEvent } from './event-log';
