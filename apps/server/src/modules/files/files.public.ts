// What the other modules may use of files: they import it from here, never from its other files
// (docs/decisions/037-server-boundaries.md; lint enforces it).
export { isImage, sha256Of } from './files.service';
