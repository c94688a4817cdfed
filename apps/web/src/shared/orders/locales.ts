// Texts of the order parts (status tags, amounts, history, voucher files, the pay-by countdown).
// Each language's file loads when the panel speaks it (lib/texts.ts); the modules that import this
// one wait for the current language's.
import { loadTexts } from '../../lib/texts';

await loadTexts({ en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') });
