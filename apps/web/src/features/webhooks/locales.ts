// Texts of the webhooks screens. Each language's file loads when the panel speaks it (lib/texts.ts);
// the screens that import this module wait for the current language's.
import { loadTexts } from '../../lib/texts';
import { webhookTexts } from './locale-files';

await loadTexts(webhookTexts);
