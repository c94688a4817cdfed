// Texts of the notification bell. Each language's file loads when the panel speaks it (lib/texts.ts).
import { loadTexts } from '../../lib/texts';
import { notificationBellTexts } from './locale-files';

await loadTexts(notificationBellTexts);
