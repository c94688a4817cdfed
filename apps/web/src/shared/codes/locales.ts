// Texts of the way into code generation. Each language's file loads when the panel speaks it
// (lib/texts.ts); the modules that import this one wait for the current language's.
import { loadTexts } from '../../lib/texts';
import { codesEntryTexts } from './locale-files';

await loadTexts(codesEntryTexts);
