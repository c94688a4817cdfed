// Texts of the export sheet. Each language's file loads when the panel speaks it (lib/texts.ts);
// the sheet waits for the current language's.
import { loadTexts } from '../../lib/texts';

await loadTexts({ en: () => import('./export-locales.en'), es: () => import('./export-locales.es'), pt: () => import('./export-locales.pt') });
