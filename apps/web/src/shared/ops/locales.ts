// Texts of the operator's entry on "me". Each language's file loads when the panel speaks it.
import { loadTexts } from '../../lib/texts';
import { opsEntryTexts } from './locale-files';

await loadTexts(opsEntryTexts);
