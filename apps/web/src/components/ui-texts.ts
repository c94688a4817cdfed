// Texts of the shared UI pieces (pull to refresh, infinite scroll, public pages). Each language's
// file loads when the panel speaks it (lib/texts.ts); the modules that import this one wait for the
// current language's.
import { loadTexts } from '../lib/texts';
import { uiTexts } from './ui-text-files';

await loadTexts(uiTexts);
