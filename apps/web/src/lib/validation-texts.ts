// The domain's validation texts ('validation.required' ...) in the language the panel speaks, for
// the screens that check what is typed: importing this module waits for them. NOTE: the domain keeps
// the three languages in one zod-free module, so it loads once, with the first such screen; each
// language's texts are added as that language is used.
import { i18n, onLanguage } from './i18n';

const added = new Set<string>();

await onLanguage(async (locale) => {
  if (added.has(locale)) return;
  const { VALIDATION_TEXTS } = await import('@panel/domain/validation-texts');
  i18n.addResources(locale, 'translation', VALIDATION_TEXTS[locale]);
  added.add(locale);
});
