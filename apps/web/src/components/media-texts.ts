// Texts of picture uploads and loading placeholders. Each language's file loads when the panel
// speaks it (lib/texts.ts); the modules that import this one wait for the current language's.
import { loadTexts } from '../lib/texts';
import { mediaTexts } from './media-text-files';

await loadTexts(mediaTexts);
