// Texts of the operator's payment screens and the sandbox control page. Each language's file loads
// when the panel speaks it (lib/texts.ts); the screens that import this module wait for the current language's.
import { loadTexts } from '../../lib/texts';

await loadTexts({ en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') });
