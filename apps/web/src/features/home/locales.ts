// Home's follow to-dos and quick-start texts. Each language's file loads when the panel speaks it
// (lib/texts.ts); the screens that import this module wait for the current language's.
import { loadTexts } from '../../lib/texts';
import { homeTexts } from './locale-files';

await loadTexts(homeTexts);
