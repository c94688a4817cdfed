// What the other modules may use of api-keys: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { authenticateApiKey } from './api-key-auth';
export { isApiKey } from './api-keys.service';
