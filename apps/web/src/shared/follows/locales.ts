// Texts of the follow entries and the store listing card. Each language's file loads when the panel speaks it (lib/texts.ts);
// the modules that import this one wait for the current language's.
import { loadTexts } from '../../lib/texts';
import { followTexts } from './locale-files';

await loadTexts(followTexts);
