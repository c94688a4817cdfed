// What the other modules may use of follows: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { assertCanBuyFrom, handleFollowRequest, requestFollow } from './follows.service';
