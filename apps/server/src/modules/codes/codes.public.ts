// What the other modules may use of codes: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { deriveKey, loadCodesKey, sealer } from './code-vault';
export { GENERATE_KIND, lockCodesOfOrder } from './codes.service';
