// Texts of the order sheet. Each language's file loads when the panel speaks it (lib/texts.ts); the
// sheet waits for the current language's.
import { loadTexts } from '../../lib/texts';

await loadTexts({ en: () => import('./order-sheet-texts.en'), es: () => import('./order-sheet-texts.es'), pt: () => import('./order-sheet-texts.pt') });
