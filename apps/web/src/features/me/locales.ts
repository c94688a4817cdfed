// Texts of me's account entries and invite card. Each language's file loads when the panel speaks
// it (lib/texts.ts); the modules that import this one wait for the current language's.
import { loadTexts } from '../../lib/texts';
import { meTexts } from './locale-files';

await loadTexts(meTexts);
