// Texts of the API keys screen. Each language's file loads when the panel speaks it (lib/texts.ts);
// the screen, which imports this module, waits for the current language's.
import { loadTexts } from '../../lib/texts';
import { apiKeysTexts } from './locale-files';

await loadTexts(apiKeysTexts);
