// Texts of the API reference. Each language's file loads when the panel speaks it (lib/texts.ts);
// the screen waits for the current language's.
import { loadTexts } from '../../lib/texts';
import { developerTexts } from './locale-files';

await loadTexts(developerTexts);
